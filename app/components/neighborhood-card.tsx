import { ArrowRight } from "lucide-react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import type { NeighborhoodCard as NeighborhoodCardData } from "#app/content/content-types.ts";
import { neighborhoodPath } from "#app/lib/neighborhood-path.ts";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";

/** A town with its picture, a line about it and a Read More link to its guide. */
export function NeighborhoodCard({ town }: { town: NeighborhoodCardData }) {
  const link = neighborhoodPath(town.slug);
  return (
    <article className="group flex flex-col overflow-hidden bg-white shadow-card">
      <a href={link} tabIndex={-1} aria-hidden="true" className="block aspect-[16/9] overflow-hidden bg-ink">
        <ResponsiveImage
          src={town.image}
          alt=""
          width={1600}
          height={900}
          sizes={IMAGE_SIZES.grid4}
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      </a>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-3xl text-ink">{town.name}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone">{town.description}</p>
        <a
          href={link}
          className="mt-5 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-lake uppercase hover:text-ink"
          aria-label={`Read More about ${town.name}`}
        >
          Read More <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
