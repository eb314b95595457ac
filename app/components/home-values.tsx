import { useNamed, useSiteSettings } from "#app/components/site-settings-context.tsx";
import { ArrowRight } from "lucide-react";
import { SectionHeading } from "#app/components/section-heading.tsx";
import type { PageTexts, SectionHeadingText, TitledText } from "#app/content/content-types.ts";
import { homeValueIcons } from "#app/content/home-content.ts";
import { htmlWithNames } from "#app/lib/page-texts-schema.ts";

/** The values grid of the home page description. */
export function HomeValues({ heading, values }: { heading: SectionHeadingText; values: TitledText[] }) {
  const named = useNamed();
  return (
    <section aria-labelledby="home-values" className="container-page py-20 sm:py-28">
      <SectionHeading id="home-values" eyebrow={named(heading.eyebrow)} title={named(heading.title)} align="center" />
      <ul className="mt-14 grid gap-x-10 gap-y-8 sm:gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {values.map((value, index) => {
          const Icon = homeValueIcons[index]!;
          return (
            <li key={index} className="border-t border-gold/50 pt-6">
              <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-4">
                <Icon className="size-7 shrink-0 text-gold-dark" strokeWidth={1.5} aria-hidden="true" />
                <h3 className="text-2xl text-ink">{named(value.title)}</h3>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-stone">{named(value.description)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The agent biography of the home page description: its HTML as rendered when saved (About's biography). */
export function HomeBiography({ heading, html }: { heading: PageTexts["home"]["storyHeading"]; html: string }) {
  const settings = useSiteSettings();
  const named = useNamed();
  return (
    <section aria-labelledby="home-biography" className="render-near-viewport bg-sand/60 py-20 sm:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-20">
        <div>
          <SectionHeading id="home-biography" eyebrow={named(heading.eyebrow)} title={named(heading.title)} />
          <p className="mt-8 font-serif text-2xl leading-snug text-lake italic">&ldquo;{named(heading.quote)}&rdquo;</p>
          <p className="mt-4 text-sm font-semibold tracking-[0.16em] text-ink uppercase">{settings.agent.name}</p>
        </div>
        <div className="prose-lake text-lg">
          <div className="contents" dangerouslySetInnerHTML={{ __html: htmlWithNames(html, settings) }} />
          <a
            href="/about"
            className="mt-2 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-lake uppercase no-underline hover:text-ink"
          >
            Read {settings.agent.firstName}&apos;s Story <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </div>
    </section>
  );
}
