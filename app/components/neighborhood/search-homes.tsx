import { ArrowUpRight } from "lucide-react";
import { SectionHeading } from "#app/components/section-heading.tsx";

/** The embedded third-party property search for this town; the hero's Find Your Home lands here. */
export function SearchHomes({ name, url }: { name: string; url: string }) {
  return (
    <section id="search-homes" aria-labelledby="search-heading" className="scroll-mt-20 bg-ink-deep py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="search-heading" eyebrow="Live listings" title="Search Homes" background="dark">
          <p>Every home on the market in {name}, updated throughout the day.</p>
        </SectionHeading>
        <div className="mt-12 overflow-hidden bg-cream shadow-card">
          <iframe
            src={url}
            title={`Search homes for sale in ${name}`}
            loading="lazy"
            width={1200}
            height={800}
            className="block h-[40rem] w-full border-0 sm:h-[50rem]"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-5 inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] text-gold-light uppercase hover:text-cream"
        >
          Open the full search <span className="sr-only">for {name} (opens in a new tab)</span>
          <ArrowUpRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
