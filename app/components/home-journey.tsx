import { homeValueLink } from "#app/components/site-nav.ts";
import { Check } from "lucide-react";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useNamed } from "#app/components/site-settings-context.tsx";
import type { ChecklistText, SectionHeadingText, TitledText } from "#app/content/content-types.ts";
import { cn } from "#app/lib/utils.ts";

/** Home section 6: schedule a call, get expert advice, pack your bags; with a contact button. */
export function HomeSteps({ heading, steps }: { heading: SectionHeadingText; steps: TitledText[] }) {
  const named = useNamed();
  return (
    <section aria-labelledby="home-steps" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="home-steps" eyebrow={named(heading.eyebrow)} title={named(heading.title)} align="center" />
        <ol className="relative mt-16 grid gap-12 md:grid-cols-3 md:gap-8">
          <span aria-hidden="true" className="absolute top-8 right-[16%] left-[16%] hidden h-px bg-gold/50 md:block" />
          {steps.map((step, index) => (
            <li key={index} className="relative flex flex-col items-center text-center">
              <span className="grid size-16 place-items-center rounded-full border border-gold bg-white font-serif text-2xl text-gold-dark">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-6 text-3xl text-ink">{named(step.title)}</h3>
              <p className="mt-3 max-w-xs text-sm leading-relaxed text-stone">{named(step.description)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-14 flex justify-center">
          <Button size="lg" {...dialogOpener("contact")}>
            Schedule Your Call
          </Button>
        </div>
      </div>
    </section>
  );
}

function ChecklistPanel({
  id,
  checklist,
  tone,
  link,
}: {
  id: string;
  checklist: ChecklistText;
  tone: "light" | "dark";
  /** A second way on, beside the contact button. */
  link?: { label: string; to: string };
}) {
  const dark = tone === "dark";
  const named = useNamed();
  return (
    <section aria-labelledby={id} className={cn("flex flex-col p-8 sm:p-12 lg:p-14", dark ? "bg-ink text-cream" : "bg-sand text-ink")}>
      <SectionHeading id={id} eyebrow={named(checklist.eyebrow)} title={named(checklist.title)} background={tone}>
        <p>{named(checklist.intro)}</p>
      </SectionHeading>
      <ul className="mt-8 flex-1 space-y-4">
        {checklist.points.map((point, index) => (
          <li key={index} className="flex gap-4">
            <span className={cn("mt-0.5 grid size-6 shrink-0 place-items-center rounded-full", dark ? "bg-gold text-ink-deep" : "bg-ink text-cream")}>
              <Check className="size-3.5" strokeWidth={2.5} aria-hidden="true" />
            </span>
            <span className={cn("leading-relaxed", dark ? "text-cream/90" : "text-ink")}>{named(point)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
        <Button variant={dark ? "gold" : "primary"} {...dialogOpener("contact")}>
          {named(checklist.cta)}
        </Button>
        {link ? (
          <a href={link.to} className="text-sm font-semibold text-lake underline underline-offset-4 hover:text-ink">
            {link.label}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** Home section 8: buyer expertise and list with confidence (four points each in the seed). */
export function HomeChecklists({ buyers, sellers }: { buyers: ChecklistText; sellers: ChecklistText }) {
  return (
    <div className="container-page py-20 sm:py-28">
      <div className="grid shadow-card lg:grid-cols-2">
        <ChecklistPanel id="home-buyers" checklist={buyers} tone="dark" />
        <ChecklistPanel id="home-sellers" checklist={sellers} tone="light" link={{ label: "What's my home worth?", to: homeValueLink.to }} />
      </div>
    </div>
  );
}
