import { ArrowDown, CalendarDays } from "lucide-react";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** "Living in {name}" with the tagline, Find Your Home (only with a search page) and Schedule a Call. */
export function NeighborhoodHero({ name, tagline, image, hasSearch }: { name: string; tagline: string; image: string; hasSearch: boolean }) {
  return (
    <PageHero image={image} eyebrow="Neighborhood Guide" title={`Living in ${name}`} size="lg">
      <p>{tagline}</p>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
        {hasSearch ? (
          <Button variant="gold" size="lg" asChild>
            <a href="#search-homes">
              Find Your Home <ArrowDown aria-hidden="true" />
            </a>
          </Button>
        ) : null}
        <Button variant="outlineLight" size="lg" {...dialogOpener("contact")}>
          <CalendarDays aria-hidden="true" /> Schedule a Call
        </Button>
      </div>
    </PageHero>
  );
}
