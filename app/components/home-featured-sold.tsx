import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { ViewAllLink } from "#app/components/view-all-link.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { SoldPropertyCard } from "#app/components/sold-property-card.tsx";
import { homeSoldProperties } from "#app/content/home-sold.ts";

/** Home section 4: six recently closed homes and a View All link to the gallery. */
export function HomeFeaturedSold() {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="home-sold" className="container-page py-20 sm:py-28">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id="home-sold" eyebrow="Featured sales" title="Recently Sold">
          <p>A selection of the homes {settings.agent.firstName} has recently closed for her clients.</p>
        </SectionHeading>
        <ViewAllLink to="/sold-properties">View All</ViewAllLink>
      </div>
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recently sold homes">
        {homeSoldProperties.map((property) => (
          <li key={property.address}>
            <SoldPropertyCard property={property} />
          </li>
        ))}
      </ul>
    </section>
  );
}
