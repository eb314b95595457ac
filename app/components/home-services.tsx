import { SectionHeading } from "#app/components/section-heading.tsx";
import { serviceTiles } from "#app/content/home-content.ts";

/** Home section 2: the four service tiles. */
export function HomeServices() {
  return (
    <section aria-labelledby="home-services" className="container-page py-20 sm:py-28">
      <SectionHeading id="home-services" eyebrow="The Lakefront difference" title="A Smoother Way to Buy and Sell" align="center">
        <p>Every client receives the full service of a luxury firm, delivered personally.</p>
      </SectionHeading>
      <ul className="mt-14 grid gap-px overflow-hidden border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
        {serviceTiles.map((tile) => (
          <li key={tile.title} className="group flex flex-col bg-cream p-8 transition-colors hover:bg-white">
            <span className="grid size-14 place-items-center rounded-full border border-gold/50 text-gold-dark transition-colors group-hover:bg-gold group-hover:text-ink-deep">
              <tile.icon className="size-6" strokeWidth={1.5} aria-hidden="true" />
            </span>
            <h3 className="mt-6 text-2xl leading-snug text-ink">{tile.title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-stone">{tile.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
