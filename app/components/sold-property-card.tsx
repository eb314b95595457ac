import { Bath, BedDouble, Ruler } from "lucide-react";
import { formatNumber, formatPrice } from "#app/lib/format.ts";

export type SoldPropertyCardData = {
  address: string;
  city?: string;
  price: number;
  beds: number;
  baths: number;
  sqft: number;
  image: string;
};

/** A closed sale: photo with a Closed badge, price, beds, baths, square feet and address. */
export function SoldPropertyCard({ property, priority = false }: { property: SoldPropertyCardData; priority?: boolean }) {
  return (
    <article className="group overflow-hidden bg-white shadow-card">
      <div className="relative aspect-[3/2] overflow-hidden bg-sand">
        <img
          src={property.image}
          alt={`${property.address}${property.city ? `, ${property.city}` : ""}`}
          width={1200}
          height={800}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
        <span className="absolute top-4 left-4 bg-ink px-3 py-1 text-[0.65rem] font-semibold tracking-[0.2em] text-cream uppercase">
          Closed
        </span>
      </div>
      <div className="p-5">
        <p className="font-serif text-3xl text-ink">{formatPrice(property.price)}</p>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone" aria-label="Details">
          <li className="flex items-center gap-1.5">
            <BedDouble className="size-4 text-gold-dark" aria-hidden="true" />
            {formatNumber(property.beds)} {property.beds === 1 ? "bed" : "beds"}
          </li>
          <li className="flex items-center gap-1.5">
            <Bath className="size-4 text-gold-dark" aria-hidden="true" />
            {formatNumber(property.baths)} {property.baths === 1 ? "bath" : "baths"}
          </li>
          <li className="flex items-center gap-1.5">
            <Ruler className="size-4 text-gold-dark" aria-hidden="true" />
            {formatNumber(property.sqft)} sq ft
          </li>
        </ul>
        <p className="mt-3 border-t border-line pt-3 text-sm text-ink">
          {property.address}
          {property.city ? <span className="text-stone">, {property.city}</span> : null}
        </p>
      </div>
    </article>
  );
}
