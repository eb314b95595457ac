import { useNamed, useSiteSettings } from "#app/components/site-settings-context.tsx";
import { CertificationBadge } from "#app/components/home-about-agent.tsx";
import { AgentPortrait } from "#app/components/agent-portrait.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { StatFigures } from "#app/components/home-stats.tsx";
import { aboutValueIcons, credentialIcons } from "#app/content/about-content.ts";
import type { SectionHeadingText, TitledText } from "#app/content/content-types.ts";
import { htmlWithNames } from "#app/lib/page-texts-schema.ts";

/** About: the biography (its HTML as rendered when saved) and its last paragraph, beside the portrait and certification badge. */
export function AboutBiography({ heading, html, closing }: { heading: SectionHeadingText; html: string; closing: string }) {
  const settings = useSiteSettings();
  const named = useNamed();
  return (
    <section aria-labelledby="about-story" className="container-page grid items-start gap-14 py-20 sm:py-28 lg:grid-cols-[5fr_6fr] lg:gap-20">
      <div className="relative mx-auto w-full max-w-md lg:sticky lg:top-28 lg:max-w-none">
        <div aria-hidden="true" className="absolute -right-4 -bottom-4 h-2/3 w-2/3 border border-gold/60" />
        <AgentPortrait className="relative aspect-[4/5] w-full shadow-card" />
        <div className="absolute top-6 -left-2 sm:-left-6">
          <CertificationBadge />
        </div>
      </div>
      <div>
        <SectionHeading id="about-story" eyebrow={named(heading.eyebrow)} title={named(heading.title)} />
        <div className="prose-lake mt-8 text-lg">
          <div className="contents" dangerouslySetInnerHTML={{ __html: htmlWithNames(html, settings) }} />
          <p>{named(closing)}</p>
        </div>
      </div>
    </section>
  );
}

/** About: the three value blocks of spec §2 (communication, you matter, results that count). */
export function AboutValues({ heading, values }: { heading: SectionHeadingText; values: TitledText[] }) {
  const named = useNamed();
  return (
    <section aria-labelledby="about-values" className="render-near-viewport bg-white py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="about-values" eyebrow={named(heading.eyebrow)} title={named(heading.title)} align="center" />
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {values.map((value, index) => {
            const Icon = aboutValueIcons[index]!;
            return (
              <li key={index} className="relative flex flex-col border border-line bg-cream p-8 sm:p-10">
                <span aria-hidden="true" className="absolute top-6 right-8 font-serif text-5xl text-gold-dark/80">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <Icon className="size-8 text-gold-dark" strokeWidth={1.4} aria-hidden="true" />
                <h3 className="mt-6 text-3xl text-ink">{named(value.title)}</h3>
                <p className="mt-3 leading-relaxed text-stone">{named(value.description)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** About: the sales claims of spec §1 and §9 with the four stat figures. */
export function AboutTrackRecord({ heading, text }: { heading: SectionHeadingText; text: string }) {
  const settings = useSiteSettings();
  const named = useNamed();
  return (
    <section aria-labelledby="about-record" className="render-near-viewport bg-ink-deep py-20 text-cream sm:py-28">
      <div className="container-page grid gap-14 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading id="about-record" eyebrow={named(heading.eyebrow)} title={named(heading.title)} background="dark">
            <p>{named(text)}</p>
          </SectionHeading>
          <ul className="mt-10 space-y-6">
            {[settings.salesClaims.yearOne, settings.salesClaims.yearTwo].map((claim) => (
              <li key={claim} className="border-l-2 border-gold pl-6 font-serif text-2xl leading-snug text-cream sm:text-3xl">
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <StatFigures tone="dark" className="self-center" />
      </div>
    </section>
  );
}

/** About: the six credentials, naming the settings' designation, firm and offices through their tokens. */
export function AboutCredentials({ heading, credentials }: { heading: SectionHeadingText; credentials: TitledText[] }) {
  const named = useNamed();
  return (
    <section aria-labelledby="about-credentials" className="render-near-viewport container-page py-20 sm:py-28">
      <SectionHeading id="about-credentials" eyebrow={named(heading.eyebrow)} title={named(heading.title)} />
      <ul className="mt-12 grid gap-px overflow-hidden border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
        {credentials.map((credential, index) => {
          const Icon = credentialIcons[index]!;
          return (
            <li key={index} className="flex gap-5 bg-cream p-7">
              <Icon className="mt-1 size-7 shrink-0 text-gold-dark" strokeWidth={1.4} aria-hidden="true" />
              <div>
                <h3 className="font-sans text-sm leading-snug font-semibold tracking-[0.08em] text-ink uppercase">{named(credential.title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-stone">{named(credential.description)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
