import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { PropertySearchSection } from "#app/components/property-search-section.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";

/** Home section 5: the embedded property search. */
export function HomeSearch() {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="home-search" className="bg-lake-light/60 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="home-search" eyebrow="Find your place" title="Search Lake Norman Homes">
          <p>Every home for sale around the lake and in Charlotte, updated live from the MLS. Expand the search for a full-screen view.</p>
        </SectionHeading>
        <div className="mt-12">
          <PropertySearchSection embedUrl={settings.propertySearch.embedUrl} wideUrl={settings.propertySearch.wideUrl} />
        </div>
      </div>
    </section>
  );
}
