import type { ReactNode } from "react";
import { PropertyFactIcon } from "#app/components/property-fact-icons.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { formatNumber } from "#app/lib/format.ts";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";
import { cn } from "#app/lib/utils.ts";

/** A home's photo with its status badge (Closed, For Sale) in the corner; cards sit in a 1-2-3 column grid. */
export function PropertyPhoto({ src, alt, badge, badgeTone = "dark" }: { src: string | null; alt: string; badge: string; badgeTone?: "dark" | "gold" }) {
  return (
    <div className="relative aspect-[3/2] overflow-hidden bg-sand">
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          width={1200}
          height={800}
          sizes={IMAGE_SIZES.grid3}
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      ) : (
        // A listing without the agent's own photo: none rather than one hot-linked from the MLS.
        <div className="flex size-full items-center justify-center text-sm text-stone">Photos on request</div>
      )}
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
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone", className)} aria-label="Details">
      {beds === null ? null : (
        <li className="flex items-center gap-1.5">
          <PropertyFactIcon fact="beds" />
          {formatNumber(beds)} {beds === 1 ? "bed" : "beds"}
        </li>
      )}
      {baths === null ? null : (
        <li className="flex items-center gap-1.5">
          <PropertyFactIcon fact="baths" />
          {formatNumber(baths)} {baths === 1 ? "bath" : "baths"}
        </li>
      )}
      {sqft === null ? null : (
        <li className="flex items-center gap-1.5">
          <PropertyFactIcon fact="sqft" />
          {formatNumber(sqft)} sq ft
        </li>
      )}
      {children}
    </ul>
  );
}

/** The firm that holds or held the listing, which the MLS requires on every listing shown (nothing when not recorded). */
export function ListingCourtesy({ brokerage, className }: { brokerage: string | undefined; className?: string }) {
  if (!brokerage) return null;
  return <p className={cn("text-xs text-stone", className)}>Listing courtesy of {brokerage}</p>;
}
