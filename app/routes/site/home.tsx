import { Link } from "react-router";
import { useContactDialog } from "#app/components/contact-dialog.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle() },
  {
    name: "description",
    content: `${site.agent.name}, ${site.agent.titleLine}. Buy and sell lake homes on Lake Norman, Lake Wylie and in Charlotte without the stress.`,
  },
];

export default function Home() {
  const { openContactDialog } = useContactDialog();
  return (
    <PageHero image="/images/site/hero-home.svg" eyebrow={site.agent.titleLine} title="Buy and Sell on the Lake, Without the Stress" size="lg">
      <p>
        {site.agent.name} guides buyers and sellers of exceptional homes around Lake Norman, Lake Wylie and Charlotte with
        candour, polish and local insight.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Button variant="gold" size="lg" onClick={openContactDialog}>
          Schedule a Call
        </Button>
        <Button variant="outlineLight" size="lg" asChild>
          <Link to="/neighborhood">Explore Neighborhoods</Link>
        </Button>
      </div>
    </PageHero>
  );
}
