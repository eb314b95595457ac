import { ArrowUpRight, CalendarHeart, Coffee, Mountain } from "lucide-react";
import type { ReactNode } from "react";
import type { NamedDescription, Restaurant } from "#app/content/content-types.ts";
import { SectionHeading } from "#app/components/section-heading.tsx";

/** Outdoor Adventures or Local Events: a heading and the named items, or nothing when there are none. */
function NamedList({ icon, title, items }: { icon: ReactNode; title: string; items: NamedDescription[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="flex items-center gap-3 text-3xl text-ink">
        {icon} {title}
      </h3>
      <ul className="mt-6 space-y-5">
        {items.map((item, index) => (
          <li key={index} className="border-l-2 border-gold pl-5">
            <p className="font-serif text-xl text-ink">{item.name}</p>
            <p className="mt-1 text-sm leading-relaxed text-stone">{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Restaurants & Coffee, Outdoor Adventures and Local Events. */
export function ThingsToDo({
  name,
  restaurants,
  outdoorActivities,
  localEvents,
}: {
  name: string;
  restaurants: Restaurant[];
  outdoorActivities: NamedDescription[];
  localEvents: NamedDescription[];
}) {
  if (restaurants.length + outdoorActivities.length + localEvents.length === 0) return null;
  return (
    <section aria-labelledby="things-heading" className="border-t border-line bg-white py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="things-heading" eyebrow="Local favorites" title="Things to Do">
          <p>Where locals eat, play and gather in {name}.</p>
        </SectionHeading>

        <div className="mt-14 grid gap-14 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-20">
          {restaurants.length > 0 ? (
            <div>
              <h3 className="flex items-center gap-3 text-3xl text-ink">
                <Coffee className="size-6 text-gold-dark" aria-hidden="true" /> Restaurants &amp; Coffee
              </h3>
              <ul className="mt-6 grid gap-5 sm:grid-cols-2">
                {restaurants.map((place, index) => (
                  <li key={index} className="flex flex-col bg-cream p-6">
                    <p className="text-[0.65rem] font-semibold tracking-[0.18em] text-gold-dark uppercase">{place.type}</p>
                    <p className="mt-2 font-serif text-2xl leading-snug text-ink">{place.name}</p>
                    <p className="mt-2 flex-1 text-sm leading-relaxed text-stone">{place.description}</p>
                    <a
                      href={place.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-4 inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] text-lake uppercase hover:text-ink"
                    >
                      View on Map <span className="sr-only">: {place.name} (opens in a new tab)</span>
                      <ArrowUpRight className="size-4" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <div className="space-y-14">
            <NamedList icon={<Mountain className="size-6 text-gold-dark" aria-hidden="true" />} title="Outdoor Adventures" items={outdoorActivities} />
            <NamedList icon={<CalendarHeart className="size-6 text-gold-dark" aria-hidden="true" />} title="Local Events" items={localEvents} />
          </div>
        </div>
      </div>
    </section>
  );
}
