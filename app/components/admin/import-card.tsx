import type { ReactNode } from "react";
import type { ImportRowStatus } from "#app/lib/post-import-columns.ts";
import { IMPORT_STATUS_LABELS } from "#app/lib/import-screen-labels.ts";
import { cn } from "#app/lib/utils.ts";
import { Badge, type Tone } from "#app/components/ui/badge.tsx";

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

const STATUS_TONE: Record<ImportRowStatus, Tone> = { errors: "red", warnings: "amber", valid: "green" };

/** The preview's Status badge (spec §2): Errors, Warnings or Valid. */
export function ImportStatusBadge({ status }: { status: ImportRowStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{IMPORT_STATUS_LABELS[status]}</Badge>;
}
