import { ListingCourtesy, PropertyFacts, PropertyPhoto } from "#app/components/property-card-parts.tsx";
import type { SoldPropertyCardData } from "#app/content/content-types.ts";
import { formatPrice } from "#app/lib/format.ts";

/** A closed sale: photo with a Closed badge, price, beds, baths, square feet, and its address linking to its own page. */
export function SoldPropertyCard({ property, href }: { property: SoldPropertyCardData; href: string }) {
  return (
    <article className="render-near-viewport group relative overflow-hidden bg-white shadow-card [contain-intrinsic-block-size:auto_26rem]">
      <PropertyPhoto
        src={property.image}
        alt={`${property.address}${property.city ? `, ${property.city}` : ""}`}
        badge="Closed"
      />
      <div className="p-5">
        <p className="font-serif text-3xl text-ink">{formatPrice(property.price)}</p>
        <PropertyFacts beds={property.beds} baths={property.baths} sqft={property.sqft} className="mt-3" />
        <p className="mt-3 border-t border-line pt-3 text-sm text-ink">
          <a href={href} className="underline-offset-4 after:absolute after:inset-0 hover:text-lake hover:underline">
            {property.address}
          </a>
          {property.city ? <span className="text-stone">, {property.city}</span> : null}
        </p>
        <ListingCourtesy brokerage={property.listingBrokerage} className="mt-2" />
      </div>
    </article>
  );
}
