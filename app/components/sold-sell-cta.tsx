import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";

/** Closing band of the sold gallery: an invitation to be the next sale. */
export function SoldSellCta() {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="sold-cta-heading" className="bg-ink-deep text-cream">
      <div className="container-page flex flex-col items-start gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.28em] text-gold-light uppercase">Thinking of selling?</p>
          <h2 id="sold-cta-heading" className="mt-3 text-4xl leading-tight sm:text-5xl">
            Your home could be the next one on this page.
          </h2>
          <p className="mt-4 leading-relaxed text-cream/80">
            Staging, storytelling marketing and steady negotiation, from the first walkthrough to the closing table. Ask {settings.agent.firstName} what your
            home could bring today.
          </p>
        </div>
        <Button variant="gold" size="lg" {...dialogOpener("contact")}>
          Request a Valuation
        </Button>
      </div>
    </section>
  );
}
