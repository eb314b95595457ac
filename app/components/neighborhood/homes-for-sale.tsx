import { Trees } from "lucide-react";
import { ListingCourtesy, PropertyFacts, PropertyPhoto } from "#app/components/property-card-parts.tsx";
import type { FeaturedListing } from "#app/content/content-types.ts";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { dayName } from "#app/lib/market-report.ts";
import { MLS_PARTICIPANTS_NOTICE } from "#app/lib/mls-data-source.ts";
import type { ListingCardView } from "#app/services/market-reports.server.ts";
import { InquiryOpener } from "#app/widgets/inquiry-dialog/inquiry-dialog.tsx";

function ListingCard({ listing }: { listing: FeaturedListing }) {
  return (
    <article className="group flex flex-col overflow-hidden bg-white shadow-card">
      <PropertyPhoto src={listing.imageUrl} alt={listing.address} badge="For Sale" badgeTone="gold" />
      <div className="flex flex-1 flex-col p-6">
        <p className="font-serif text-3xl text-ink">{listing.price}</p>
        <h3 className="mt-1 font-sans text-sm font-medium tracking-normal text-ink">{listing.address}</h3>
        <PropertyFacts beds={listing.beds} baths={listing.baths} sqft={listing.sqft} className="mt-4 gap-y-2 border-y border-line py-3">
          <li className="flex items-center gap-1.5">
            <Trees className="size-4 text-gold-dark" aria-hidden="true" />
            {listing.lotSize}
          </li>
        </PropertyFacts>
        <p className="mt-4 flex-1 text-sm leading-relaxed text-stone">{listing.description}</p>
        <ListingCourtesy brokerage={listing.listingBrokerage} className="mt-4" />
        <InquiryOpener address={listing.address} className="mt-6" />
      </div>
    </article>
  );
}

/**
 * A listing from the MLS export (issue 36): its facts, and in the same type size the listing firm
 * and the listing agent's e-mail or phone, with the day the data was taken, as IDX rules ask.
 */
function MlsListingCard({ listing, asOf }: { listing: ListingCardView; asOf: string }) {
  return (
    <article className="group flex flex-col overflow-hidden bg-white shadow-card">
      <PropertyPhoto src={listing.photoUrl} alt={listing.label} badge={listing.status} badgeTone="gold" />
      <div className="flex flex-1 flex-col p-6">
        <p className="font-serif text-3xl text-ink">{listing.price}</p>
        <h3 className="mt-1 font-sans text-sm font-medium tracking-normal text-ink">{listing.label}</h3>
        <PropertyFacts beds={listing.beds} baths={listing.baths} sqft={listing.sqft} className="mt-4 gap-y-2 border-y border-line py-3" />
        <div className="mt-4 flex-1 space-y-1 text-sm text-stone">
          <p>Listed by {listing.office}</p>
          {listing.agentName || listing.agentContact ? (
            <p>
              {listing.agentName}
              {listing.agentName && listing.agentContact ? ", " : null}
              {listing.agentContact ? (
                <a
                  href={`${listing.agentContact.kind === "email" ? "mailto:" : "tel:"}${listing.agentContact.value}`}
                  className="text-lake underline underline-offset-2"
                >
                  {listing.agentContact.value}
                </a>
              ) : null}
            </p>
          ) : null}
          <p>{`MLS #${listing.listingId} · Listing data as of ${dayName(asOf)}`}</p>
        </div>
        <InquiryOpener address={listing.label} className="mt-6" />
      </div>
    </article>
  );
}

/** The guide's homes for sale: its town's listings from the MLS export once there is one, the guide's own cards before. */
export function HomesForSale({ name, listings, mls }: { name: string; listings: FeaturedListing[]; mls: { asOf: string; cards: ListingCardView[] } | null }) {
  if (mls ? mls.cards.length === 0 : listings.length === 0) return null;
  return (
    <section aria-labelledby="homes-heading" className="container-page py-20 sm:py-28">
      <SectionHeading id="homes-heading" eyebrow="Featured listings" title="Homes for Sale">
        <p>A curated selection of homes in and around {name}. Ask about any of them for details, disclosures or a private showing.</p>
      </SectionHeading>
      <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {mls
          ? mls.cards.map((listing) => <MlsListingCard key={listing.listingId} listing={listing} asOf={mls.asOf} />)
          : listings.map((listing, index) => <ListingCard key={index} listing={listing} />)}
      </div>
      {mls ? (
        <p className="mt-8 max-w-4xl text-xs leading-relaxed text-stone">{`${MLS_PARTICIPANTS_NOTICE} Listing data as of ${dayName(mls.asOf)}.`}</p>
      ) : null}
    </section>
  );
}
