import { PageHero } from "#app/components/page-hero.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("The Lake Advisor") },
  { name: "description", content: "Market insight, neighborhood guides and life on the lake, from Meredith Vance." },
];

export default function LakeAdvisor() {
  return (
    <PageHero image="/images/site/blog-hero.svg" eyebrow="The blog" title="The Lake Advisor">
      <p>Market insight, neighborhood guides and life on the lake, from Meredith Vance.</p>
    </PageHero>
  );
}
