import { Trees } from "lucide-react";
import { ListingCourtesy, PropertyFacts, PropertyPhoto } from "#app/components/property-card-parts.tsx";
import type { FeaturedListing } from "#app/content/content-types.ts";
import { SectionHeading } from "#app/components/section-heading.tsx";
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

export function HomesForSale({ name, listings }: { name: string; listings: FeaturedListing[] }) {
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="homes-heading" className="container-page py-20 sm:py-28">
      <SectionHeading id="homes-heading" eyebrow="Featured listings" title="Homes for Sale">
        <p>A curated selection of homes in and around {name}. Ask about any of them for details, disclosures or a private showing.</p>
      </SectionHeading>
      <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing, index) => (
          <ListingCard key={index} listing={listing} />
        ))}
      </div>
    </section>
  );
}
