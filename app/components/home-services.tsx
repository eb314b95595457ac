import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import type { PageTexts } from "#app/content/content-types.ts";
import { serviceIcons } from "#app/content/home-content.ts";
import { withNames } from "#app/lib/page-texts-schema.ts";

/** Home section 2: the four service tiles. */
export function HomeServices({ texts }: { texts: PageTexts["home"] }) {
  const settings = useSiteSettings();
  const named = (text: string) => withNames(text, settings);
  return (
    <section aria-labelledby="home-services" className="container-page py-20 sm:py-28">
      <SectionHeading id="home-services" eyebrow={named(texts.servicesEyebrow)} title={named(texts.servicesTitle)} align="center">
        <p>{named(texts.servicesIntro)}</p>
      </SectionHeading>
      <ul className="mt-14 grid gap-px overflow-hidden border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
        {texts.services.map((tile, index) => {
          const Icon = serviceIcons[index]!;
          return (
            <li key={index} className="group flex flex-col bg-cream p-8 transition-colors hover:bg-white">
              <span className="grid size-14 place-items-center rounded-full border border-gold/50 text-gold-dark transition-colors group-hover:bg-gold group-hover:text-ink-deep">
                <Icon className="size-6" strokeWidth={1.5} aria-hidden="true" />
              </span>
              <h3 className="mt-6 text-2xl leading-snug text-ink">{named(tile.title)}</h3>
              <p className="mt-3 text-sm leading-relaxed text-stone">{named(tile.description)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
