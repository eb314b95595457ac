import { useNamed, useSiteSettings } from "#app/components/site-settings-context.tsx";
import { PropertySearchSection } from "#app/components/property-search-section.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import type { IntroHeadingText } from "#app/content/content-types.ts";

/** Home section 5: the embedded property search. */
export function HomeSearch({ heading }: { heading: IntroHeadingText }) {
  const settings = useSiteSettings();
  const named = useNamed();
  return (
    <section aria-labelledby="home-search" className="bg-lake-light/60 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="home-search" eyebrow={named(heading.eyebrow)} title={named(heading.title)}>
          <p>{named(heading.intro)}</p>
        </SectionHeading>
        <div className="mt-12">
          <PropertySearchSection embedUrl={settings.propertySearch.embedUrl} wideUrl={settings.propertySearch.wideUrl} />
        </div>
      </div>
    </section>
  );
}
