import { useNamed, useSiteSettings } from "#app/components/site-settings-context.tsx";
import { ViewAllLink } from "#app/components/view-all-link.tsx";
import { MlsDisclaimer } from "#app/components/mls-disclaimer.tsx";
import { soldDataSource } from "#app/lib/mls-data-source.ts";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { SoldPropertyCard } from "#app/components/sold-property-card.tsx";
import { soldPropertyPath } from "#app/lib/sold-property-schema.ts";
import type { IntroHeadingText, SoldPropertyCardData } from "#app/content/content-types.ts";

/** Home section 4: the recently closed homes the agent features (spec: six) and a View All link to the gallery. */
export function HomeFeaturedSold({
  heading,
  properties,
}: {
  heading: IntroHeadingText;
  properties: Array<SoldPropertyCardData & { mlsId: string; saleDate: string | null }>;
}) {
  const settings = useSiteSettings();
  const named = useNamed();
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="home-sold" className="container-page py-20 sm:py-28">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id="home-sold" eyebrow={named(heading.eyebrow)} title={named(heading.title)}>
          <p>{named(heading.intro)}</p>
        </SectionHeading>
        <ViewAllLink to="/sold-properties">View All</ViewAllLink>
      </div>
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recently sold homes">
        {properties.map((property) => (
          <li key={property.mlsId}>
            <SoldPropertyCard property={property} href={soldPropertyPath(property.mlsId)} />
          </li>
        ))}
      </ul>
      <MlsDisclaimer
        source={soldDataSource(
          settings,
          properties.map((property) => property.saleDate),
        )}
        className="mt-8 max-w-4xl"
      />
    </section>
  );
}
