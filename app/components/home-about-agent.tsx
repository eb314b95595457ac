import { useNamed, useSiteSettings } from "#app/components/site-settings-context.tsx";
import { ArrowRight, Award } from "lucide-react";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { AgentPortrait } from "#app/components/agent-portrait.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { StatFigures } from "#app/components/home-stats.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { IntroHeadingText } from "#app/content/content-types.ts";

/** The certification badge laid over the agent's portrait. */
export function CertificationBadge() {
  const settings = useSiteSettings();
  return (
    <p className="flex max-w-xs items-center gap-3 bg-ink-deep/95 px-4 py-3 text-cream shadow-card">
      {settings.agent.certificationBadgeUrl ? (
        <img src={settings.agent.certificationBadgeUrl} alt="" width={40} height={40} className="size-10 shrink-0 object-contain" />
      ) : (
        <Award className="size-8 shrink-0 text-gold" strokeWidth={1.25} aria-hidden="true" />
      )}
      <span className="text-[0.7rem] leading-snug font-semibold tracking-[0.14em] uppercase">{settings.agent.certification}</span>
    </p>
  );
}

/** Home section 3: portrait, certification, four stats, contact button and a link to /about. */
export function HomeAboutAgent({ heading }: { heading: IntroHeadingText }) {
  const settings = useSiteSettings();
  const named = useNamed();
  return (
    <section aria-labelledby="home-about" className="bg-sand/60 py-20 sm:py-28">
      <div className="container-page grid items-center gap-14 lg:grid-cols-[5fr_6fr] lg:gap-20">
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div aria-hidden="true" className="absolute -top-4 -left-4 h-2/3 w-2/3 border border-gold/60" />
          <AgentPortrait className="relative aspect-[4/5] w-full shadow-card" />
          <div className="absolute right-4 -bottom-6 sm:-right-6">
            <CertificationBadge />
          </div>
        </div>
        <div>
          <SectionHeading id="home-about" eyebrow={named(heading.eyebrow)} title={named(heading.title)}>
            <p>{named(heading.intro)}</p>
          </SectionHeading>
          <StatFigures className="mt-10" />
          <div className="mt-10 flex flex-wrap items-center gap-6">
            <Button {...dialogOpener("contact")}>Work With {settings.agent.firstName}</Button>
            <a href="/about" className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-lake uppercase hover:text-ink">
              More About {settings.agent.firstName} <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
