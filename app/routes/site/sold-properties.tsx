import { PageHero } from "#app/components/page-hero.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/sold-properties";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Sold Properties") },
  { name: "description", content: "Homes Meredith Vance has guided to the closing table across the Lake Norman region." },
];

export default function SoldProperties() {
  return (
    <PageHero image="/images/site/sold-hero.svg" eyebrow="Track record" title="Sold Properties">
      <p>Homes Meredith Vance has guided to the closing table across the Lake Norman region.</p>
    </PageHero>
  );
}
