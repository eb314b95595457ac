import { ArrowDownRightIcon, ArrowUpRightIcon, MinusIcon } from "lucide-react";
import type { ReportFigure } from "#app/lib/market-report.ts";

const DIRECTION_ICONS = { up: ArrowUpRightIcon, down: ArrowDownRightIcon, same: MinusIcon } as const;

/** A month's figures, each with its value a year before in words ("up 8.2% from October 2025"). */
export function MarketFigures({ figures, labelledBy }: { figures: ReportFigure[]; labelledBy: string }) {
  return (
    <dl aria-labelledby={labelledBy} className="grid gap-px border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => {
        const Icon = figure.direction ? DIRECTION_ICONS[figure.direction] : null;
        return (
          <div key={figure.key} className="flex flex-col bg-white px-5 py-6">
            <dt className="text-xs font-semibold tracking-[0.16em] text-stone uppercase">{figure.label}</dt>
            <dd className="mt-2 font-serif text-4xl text-ink">{figure.value ?? "—"}</dd>
            <dd className="mt-2 flex items-start gap-1.5 text-sm text-stone">
              {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lake" /> : null}
              {figure.value === null ? figure.missing : (figure.change ?? "No figure a year before")}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
