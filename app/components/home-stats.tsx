import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { cn } from "#app/lib/utils.ts";

/** The four figures of spec §1 (settings.homeStats), as a definition list. */
export function StatFigures({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const settings = useSiteSettings();
  return (
    <dl className={cn("grid grid-cols-2 gap-px overflow-hidden border", tone === "dark" ? "border-cream/15 bg-cream/15" : "border-line bg-line", className)}>
      {settings.homeStats.map((stat) => (
        <div key={stat.label} className={cn("flex flex-col-reverse justify-end gap-2 p-5 sm:p-6", tone === "dark" ? "bg-ink-deep" : "bg-cream")}>
          <dt className={cn("text-[0.7rem] leading-snug font-semibold tracking-[0.16em] uppercase", tone === "dark" ? "text-cream/70" : "text-stone")}>
            {stat.label}
          </dt>
          <dd className={cn("font-serif text-3xl leading-none sm:text-5xl", tone === "dark" ? "text-gold" : "text-ink")}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
