import { PropertySearchCard } from "#app/components/property-search-section.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";

/** The embedded third-party property search for this town; the hero's Find Your Home lands here. */
export function SearchHomes({ name, url }: { name: string; url: string }) {
  return (
    <section id="search-homes" aria-labelledby="search-heading" className="scroll-mt-20 bg-ink-deep py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="search-heading" eyebrow="Live listings" title="Search Homes" background="dark">
          <p>Every home on the market in {name}, updated throughout the day.</p>
        </SectionHeading>
        <PropertySearchCard src={url} title={`Search homes for sale in ${name}`} className="mt-12" frameClassName="h-[40rem] sm:h-[50rem]" />
      </div>
    </section>
  );
}
