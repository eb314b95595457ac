import { ArrowUpRight } from "lucide-react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ViewAllLink } from "#app/components/view-all-link.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { useNamed } from "#app/components/site-settings-context.tsx";
import type { IntroHeadingText } from "#app/content/content-types.ts";
import { useTowns } from "#app/components/site-towns.ts";
import { neighborhoodPath } from "#app/lib/neighborhood-path.ts";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";

/** Home section 9: the towns (spec: eight), each linking to its guide, and View all. */
export function HomeNeighborhoods({ heading }: { heading: IntroHeadingText }) {
  const towns = useTowns();
  const named = useNamed();
  return (
    <section aria-labelledby="home-neighborhoods" className="container-page py-20 sm:py-28">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id="home-neighborhoods" eyebrow={named(heading.eyebrow)} title={named(heading.title)}>
          <p>{named(heading.intro)}</p>
        </SectionHeading>
        <ViewAllLink to="/neighborhood">View all</ViewAllLink>
      </div>
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {towns.map((town) => (
          <li key={town.slug}>
            <a
              href={neighborhoodPath(town.slug)}
              className="group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden bg-ink p-4 text-cream sm:p-6"
            >
              <ResponsiveImage
                src={town.heroImage}
                alt=""
                width={1600}
                height={900}
                sizes={IMAGE_SIZES.townTiles}
                className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none"
              />
              <span aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-deep/90 via-ink-deep/30 to-transparent" />
              <span className="flex items-end justify-between gap-2">
                <span className="font-serif text-2xl leading-none sm:text-3xl">{town.name}</span>
                <ArrowUpRight
                  className="size-5 shrink-0 text-gold transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  aria-hidden="true"
                />
              </span>
              <span aria-hidden="true" className="mt-3 block h-px w-10 bg-gold transition-all duration-500 group-hover:w-full" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
