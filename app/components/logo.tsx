import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { site } from "#app/content/site.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Wordmark: a gold wave over the brand name, with the agent's name beneath; or the firm's logo
 * image from the settings, in a fixed box so it shifts nothing as it loads.
 */
export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const settings = useSiteSettings();
  const text = tone === "dark" ? "text-ink" : "text-cream";
  if (settings.firm.logoUrl) {
    return (
      <img src={settings.firm.logoUrl} alt={settings.firm.name} width={176} height={44} className={cn("h-11 w-44 object-contain object-left", className)} />
    );
  }
  return (
    <span className={cn("flex items-center gap-3", className)}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="19" fill="none" stroke="#c9a96e" strokeWidth="1.5" />
        <path d="M10 22 L20 13 L30 22" fill="none" stroke="#c9a96e" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="M8 27 q3 -2.5 6 0 t6 0 t6 0 t6 0" fill="none" stroke={tone === "dark" ? "#1f5673" : "#f8f4ec"} strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={cn("font-serif text-2xl font-semibold tracking-[0.22em] uppercase", text)}>{site.brand}</span>
        <span className={cn("mt-1 text-[0.6rem] font-semibold tracking-[0.3em] uppercase", tone === "dark" ? "text-gold-dark" : "text-gold")}>
          {settings.agent.name}
        </span>
      </span>
    </span>
  );
}
