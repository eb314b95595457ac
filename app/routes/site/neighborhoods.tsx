import { PageHero } from "#app/components/page-hero.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/neighborhoods";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Neighborhoods") },
  { name: "description", content: "Eight towns, eight ways to live by the water. Find the one that fits your life." },
];

export default function Neighborhoods() {
  return (
    <PageHero image="/images/site/neighborhoods-hero.svg" eyebrow="Lake Norman · Lake Wylie · Charlotte" title="Neighborhoods">
      <p>Eight towns, eight ways to live by the water. Find the one that fits your life.</p>
    </PageHero>
  );
}
