import { ListingCourtesy, PropertyFacts, PropertyPhoto } from "#app/components/property-card-parts.tsx";
import type { SoldPropertyCardData } from "#app/content/content-types.ts";
import { formatPrice } from "#app/lib/format.ts";

/** A closed sale: photo with a Closed badge, price, beds, baths, square feet and address. */
export function SoldPropertyCard({ property }: { property: SoldPropertyCardData }) {
  return (
    <article className="group overflow-hidden bg-white shadow-card">
      <PropertyPhoto
        src={property.image}
        alt={`${property.address}${property.city ? `, ${property.city}` : ""}`}
        badge="Closed"
      />
      <div className="p-5">
        <p className="font-serif text-3xl text-ink">{formatPrice(property.price)}</p>
        <PropertyFacts beds={property.beds} baths={property.baths} sqft={property.sqft} className="mt-3" />
        <p className="mt-3 border-t border-line pt-3 text-sm text-ink">
          {property.address}
          {property.city ? <span className="text-stone">, {property.city}</span> : null}
        </p>
        <ListingCourtesy brokerage={property.listingBrokerage} className="mt-2" />
      </div>
    </article>
  );
}
