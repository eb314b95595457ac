import type { ReactNode } from "react";
import type { ImportRowStatus } from "#app/lib/post-import-columns.ts";
import { IMPORT_STATUS_LABELS } from "#app/lib/import-screen-labels.ts";
import { cn } from "#app/lib/utils.ts";

/** A white card on the cream page with a serif heading: the sections of the import screen. */
export function ImportCard({
  id,
  title,
  description,
  icon,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("border border-line bg-white p-5 shadow-card sm:p-8", className)}>
      <div className="flex items-start gap-4">
        {icon ? (
          <span aria-hidden="true" className="mt-1 hidden size-10 shrink-0 items-center justify-center bg-sand text-gold-dark sm:inline-flex [&_svg]:size-5">
            {icon}
          </span>
        ) : null}
        <div className="min-w-0">
          <h2 id={id} className="text-2xl text-ink sm:text-3xl">
            {title}
          </h2>
          {description ? <div className="mt-1 max-w-3xl text-sm leading-relaxed text-stone">{description}</div> : null}
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Badge colours: Errors red, Warnings amber, Valid green — each with text that passes contrast. */
export const TONE_CLASSES = {
  red: "border-destructive/30 bg-[#fdf0ee] text-[#9a1d14]",
  amber: "border-[#b7791f]/40 bg-[#fdf3dc] text-[#7a4b05]",
  green: "border-[#3f7d5a]/40 bg-[#e8f2ec] text-[#2c5c41]",
  blue: "border-lake/30 bg-lake-light text-lake",
  neutral: "border-line bg-sand text-stone",
} as const;

export type Tone = keyof typeof TONE_CLASSES;

export function Badge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 border px-2 py-0.5 text-[0.7rem] font-semibold whitespace-nowrap tracking-[0.1em] uppercase",
        TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

const STATUS_TONE: Record<ImportRowStatus, Tone> = { errors: "red", warnings: "amber", valid: "green" };

/** The preview's Status badge (spec §2): Errors, Warnings or Valid. */
export function ImportStatusBadge({ status }: { status: ImportRowStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{IMPORT_STATUS_LABELS[status]}</Badge>;
}
