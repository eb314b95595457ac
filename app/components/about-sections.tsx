import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { CertificationBadge } from "#app/components/home-about-agent.tsx";
import { AgentPortrait } from "#app/components/agent-portrait.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { StatFigures } from "#app/components/home-stats.tsx";
import { aboutValueIcons, credentialsOf } from "#app/content/about-content.ts";
import type { TitledText } from "#app/content/content-types.ts";
import { htmlWithNames, withNames } from "#app/lib/page-texts-schema.ts";

/** About: the biography (its HTML as rendered when saved) and its last paragraph, beside the portrait and certification badge. */
export function AboutBiography({ html, closing }: { html: string; closing: string }) {
  const settings = useSiteSettings();
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
        <SectionHeading id="about-story" eyebrow="Her story" title={`${settings.agent.firstName}'s Story`} />
        <div className="prose-lake mt-8 text-lg">
          <div className="contents" dangerouslySetInnerHTML={{ __html: htmlWithNames(html, settings) }} />
          <p>{withNames(closing, settings)}</p>
        </div>
      </div>
    </section>
  );
}

/** About: the three value blocks of spec §2 (communication, you matter, results that count). */
export function AboutValues({ values }: { values: TitledText[] }) {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="about-values" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="about-values" eyebrow="What you can expect" title={`How ${settings.agent.firstName} Works`} align="center" />
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {values.map((value, index) => {
            const Icon = aboutValueIcons[index]!;
            return (
              <li key={index} className="relative flex flex-col border border-line bg-cream p-8 sm:p-10">
                <span aria-hidden="true" className="absolute top-6 right-8 font-serif text-5xl text-gold-dark/80">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <Icon className="size-8 text-gold-dark" strokeWidth={1.4} aria-hidden="true" />
                <h3 className="mt-6 text-3xl text-ink">{withNames(value.title, settings)}</h3>
                <p className="mt-3 leading-relaxed text-stone">{withNames(value.description, settings)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** About: the sales claims of spec §1 and §9 with the four stat figures. */
export function AboutTrackRecord({ text }: { text: string }) {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="about-record" className="bg-ink-deep py-20 text-cream sm:py-28">
      <div className="container-page grid gap-14 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading id="about-record" eyebrow="Track record" title="Results From Day One" background="dark">
            <p>{withNames(text, settings)}</p>
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

/** About: credentials. */
export function AboutCredentials() {
  const credentials = credentialsOf(useSiteSettings());
  return (
    <section aria-labelledby="about-credentials" className="container-page py-20 sm:py-28">
      <SectionHeading id="about-credentials" eyebrow="Qualifications" title="Credentials" />
      <ul className="mt-12 grid gap-px overflow-hidden border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
        {credentials.map((credential) => (
          <li key={credential.title} className="flex gap-5 bg-cream p-7">
            <credential.icon className="mt-1 size-7 shrink-0 text-gold-dark" strokeWidth={1.4} aria-hidden="true" />
            <div>
              <h3 className="font-sans text-sm leading-snug font-semibold tracking-[0.08em] text-ink uppercase">{credential.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone">{credential.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
