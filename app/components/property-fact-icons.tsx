import { Bath, BedDouble, Ruler } from "lucide-react";

/**
 * The icons of a home's beds, baths and square feet. Every public page draws them once, as
 * symbols (the site layout), and each card refers to them: /sold-properties repeated their paths
 * 84 times, a fifth of its markup for the phone to parse (decision 046).
 */
const ICONS = { beds: BedDouble, baths: Bath, sqft: Ruler } as const;

type PropertyFact = keyof typeof ICONS;

const symbolId = (fact: PropertyFact) => `property-fact-${fact}`;

export function PropertyFactSymbols() {
  return (
    <svg style={{ display: "none" }} aria-hidden="true">
      {Object.entries(ICONS).map(([fact, Icon]) => (
        <symbol key={fact} id={symbolId(fact as PropertyFact)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

export function PropertyFactIcon({ fact }: { fact: PropertyFact }) {
  return (
    <svg width="24" height="24" className="size-4 text-gold-dark" aria-hidden="true">
      <use href={`#${symbolId(fact)}`} />
    </svg>
  );
}
