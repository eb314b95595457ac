import { ArrowUpRight, GraduationCap, School as SchoolIcon } from "lucide-react";
import type { School } from "#app/content/content-types.ts";
import { SCHOOL_CATEGORY_LABELS, type SchoolLayout } from "#app/lib/schools.ts";
import { SectionHeading } from "#app/components/section-heading.tsx";

function SchoolCard({ school }: { school: School }) {
  const badge = school.category ? SCHOOL_CATEGORY_LABELS[school.category] : null;
  return (
    <li className="flex flex-col bg-white p-5 shadow-card sm:p-6">
      {badge ? (
        <span className="mb-3 self-start bg-lake-light px-2.5 py-1 text-[0.65rem] font-semibold tracking-[0.16em] text-lake uppercase">{badge}</span>
      ) : null}
      <h4 className="flex gap-3 text-xl leading-snug text-ink">
        <GraduationCap className="mt-1 size-5 shrink-0 text-gold-dark" aria-hidden="true" />
        {school.name}
      </h4>
      <p className="mt-1 flex-1 pl-8 text-sm text-stone">
        {school.type} <span aria-hidden="true">·</span> <span className="sr-only">, grades </span>
        {school.grades}
      </p>
      <a
        href={school.url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 ml-8 inline-flex items-center gap-1.5 self-start text-xs font-semibold tracking-[0.16em] text-lake uppercase hover:text-ink"
      >
        Visit Website <span className="sr-only">of {school.name} (opens in a new tab)</span>
        <ArrowUpRight className="size-4" aria-hidden="true" />
      </a>
    </li>
  );
}

function LinkCard({ href, title, detail }: { href: string; title: string; detail: string }) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="group flex h-full items-center justify-between gap-4 border border-line bg-cream px-5 py-4 transition-colors hover:border-gold hover:bg-white"
      >
        <span>
          <span className="block font-serif text-lg text-ink">{title}</span>
          <span className="block text-xs text-stone">{detail}</span>
        </span>
        <ArrowUpRight
          className="size-5 shrink-0 text-gold-dark transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </a>
    </li>
  );
}

/** Spec §2 Schools with the per-town layout of §9 (app/lib/schools.ts) and the district link. */
export function SchoolsSection({ name, layout, districtUrl }: { name: string; layout: SchoolLayout; districtUrl: string | null }) {
  if (layout.groups.length === 0 && layout.linkCards.length === 0 && !districtUrl) return null;
  return (
    <section aria-labelledby="schools-heading" className="render-near-viewport bg-sand/60 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="schools-heading" eyebrow="Education" title="Schools">
          <p>Highly regarded public, charter and private options serve families in and around {name}.</p>
        </SectionHeading>

        {layout.groups.map((group) => (
          <section key={group.kind} aria-labelledby={`schools-${group.kind}`} className="mt-12">
            <h3 id={`schools-${group.kind}`} className="flex items-center gap-3 text-3xl text-ink">
              {group.heading} <span className="text-sm font-sans font-medium tracking-normal text-stone">({group.schools.length})</span>
            </h3>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {group.schools.map((school) => (
                <SchoolCard key={school.name} school={school} />
              ))}
            </ul>
          </section>
        ))}

        {layout.linkCards.length > 0 || districtUrl ? (
          <section aria-labelledby="schools-more" className="mt-12">
            <h3 id="schools-more" className="flex items-center gap-3 text-3xl text-ink">
              <SchoolIcon className="size-6 text-gold-dark" aria-hidden="true" /> Explore More Schools
            </h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {layout.linkCards.map((school) => (
                <LinkCard key={school.name} href={school.url} title={school.name} detail={`${school.type} · ${school.grades}`} />
              ))}
              {districtUrl ? <LinkCard href={districtUrl} title="School District" detail="Assignment maps, calendars and enrollment" /> : null}
            </ul>
          </section>
        ) : null}
      </div>
    </section>
  );
}
