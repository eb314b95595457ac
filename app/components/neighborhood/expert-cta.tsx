import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { ArrowRight } from "lucide-react";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { Button } from "#app/components/ui/button.tsx";

/** The closing call to action: a Clarity Call with the agent, or another town. */
export function ExpertCta({ name }: { name: string }) {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="expert-heading" className="relative isolate overflow-hidden bg-ink-deep py-20 text-center sm:py-28">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-px bg-gradient-to-r from-transparent via-gold to-transparent" />
      <div className="container-page max-w-3xl">
        <p className="eyebrow text-gold">Your local expert</p>
        <h2 id="expert-heading" className="mt-4 text-4xl leading-tight text-cream sm:text-5xl">
          Ready to Make {name} Home?
        </h2>
        <p className="mt-6 text-base leading-relaxed text-cream/80 sm:text-lg">
          {settings.agent.name} knows every cove, street and school boundary around {name}. Start with a no-pressure Clarity Call: your goals, your timeline and
          an honest read of the market.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Button variant="gold" size="lg" {...dialogOpener("contact")}>
            Schedule a Clarity Call
          </Button>
          <Button variant="outlineLight" size="lg" className="h-auto min-h-13 max-w-full py-3 text-center whitespace-normal" asChild>
            <a href="/neighborhood">
              Browse Other Neighborhoods <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
