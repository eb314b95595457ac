import { ListingCourtesy, PropertyFacts, PropertyPhoto } from "#app/components/property-card-parts.tsx";
import type { SoldPropertyCardData } from "#app/content/content-types.ts";
import { formatPrice } from "#app/lib/format.ts";

/**
 * A closed sale: photo with a Closed badge, price, beds, baths, square feet, and its address linking to its own page.
 * Far from the viewport its content is not laid out; the size it holds meanwhile is the 3:2 photo at
 * the card's width and its text, so what a visitor jumps to (a focused control, a restored scroll
 * position) does not move as the cards render. The text's height is therefore fixed by the card's
 * width, not by its words: in a card narrower than 21 rem the square feet take a line of their own,
 * and the address and the firm's line share room for three lines (four in a narrow
 * card), whichever of them wraps.
 */
export function SoldPropertyCard({ property, href }: { property: SoldPropertyCardData; href: string }) {
  return (
    <article className="group @container relative overflow-hidden bg-white shadow-card">
      <div className="render-near-viewport [contain-intrinsic-block-size:auto_calc(100cqi*2/3+12.0625rem)] @max-[21rem]:[contain-intrinsic-block-size:auto_calc(100cqi*2/3+14.8125rem)]">
        <PropertyPhoto src={property.image} alt={`${property.address}${property.city ? `, ${property.city}` : ""}`} badge="Closed" />
        <div className="p-5">
          <p className="font-serif text-3xl text-ink">{formatPrice(property.price)}</p>
          <PropertyFacts beds={property.beds} baths={property.baths} sqft={property.sqft} className="mt-3 @max-[21rem]:[&>li:last-child]:basis-full" />
          <div className="mt-3 min-h-[4.5625rem] @max-[21rem]:min-h-[5.8125rem]">
            <p className="border-t border-line pt-3 text-sm text-ink">
              <a href={href} className="underline-offset-4 after:absolute after:inset-0 hover:text-lake hover:underline">
                {property.address}
              </a>
              {property.city ? <span className="text-stone">, {property.city}</span> : null}
            </p>
            <ListingCourtesy brokerage={property.listingBrokerage} className="mt-2" />
          </div>
        </div>
      </div>
    </article>
  );
}
