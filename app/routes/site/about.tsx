import { PageHero } from "#app/components/page-hero.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("About Meredith Vance") },
  { name: "description", content: "Twenty-five years of guiding families to and from the finest homes on Lake Norman, Lake Wylie and in Charlotte." },
];

export default function About() {
  return (
    <PageHero image="/images/site/about-hero.svg" eyebrow="Meet your advisor" title="About Meredith Vance">
      <p>Twenty-five years of guiding families to and from the finest homes on Lake Norman, Lake Wylie and in Charlotte.</p>
    </PageHero>
  );
}
