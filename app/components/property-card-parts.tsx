import { Bath, BedDouble, Ruler } from "lucide-react";
import type { ReactNode } from "react";
import { formatNumber } from "#app/lib/format.ts";
import { cn } from "#app/lib/utils.ts";

/** A home's photo with its status badge (Closed, For Sale) in the corner. */
export function PropertyPhoto({
  src,
  alt,
  badge,
  badgeTone = "dark",
  priority = false,
}: {
  src: string;
  alt: string;
  badge: string;
  badgeTone?: "dark" | "gold";
  priority?: boolean;
}) {
  return (
    <div className="relative aspect-[3/2] overflow-hidden bg-sand">
      <img
        src={src}
        alt={alt}
        width={1200}
        height={800}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
      />
      <span
        className={cn(
          "absolute top-4 left-4 px-3 py-1 text-[0.65rem] font-semibold tracking-[0.2em] uppercase",
          badgeTone === "gold" ? "bg-gold text-ink-deep" : "bg-ink text-cream",
        )}
      >
        {badge}
      </span>
    </div>
  );
}

/** Beds, baths and square feet, plus any further facts given as list items. */
export function PropertyFacts({
  beds,
  baths,
  sqft,
  children,
  className,
}: {
  beds: number;
  baths: number;
  sqft: number;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone", className)} aria-label="Details">
      <li className="flex items-center gap-1.5">
        <BedDouble className="size-4 text-gold-dark" aria-hidden="true" />
        {formatNumber(beds)} {beds === 1 ? "bed" : "beds"}
      </li>
      <li className="flex items-center gap-1.5">
        <Bath className="size-4 text-gold-dark" aria-hidden="true" />
        {formatNumber(baths)} {baths === 1 ? "bath" : "baths"}
      </li>
      <li className="flex items-center gap-1.5">
        <Ruler className="size-4 text-gold-dark" aria-hidden="true" />
        {formatNumber(sqft)} sq ft
      </li>
      {children}
    </ul>
  );
}
