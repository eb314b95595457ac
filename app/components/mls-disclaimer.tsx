import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { MLS_PARTICIPANTS_NOTICE } from "#app/lib/mls-data-source.ts";
import { cn } from "#app/lib/utils.ts";

/** The MLS disclaimer under sold listings and statistics: the data's source and dates, the settings' text, the participants notice. */
export function MlsDisclaimer({ source, className }: { source: string; className?: string }) {
  const { compliance } = useSiteSettings();
  return (
    <p className={cn("text-xs leading-relaxed text-stone", className)}>
      {source} {compliance.mlsDisclaimer} {MLS_PARTICIPANTS_NOTICE}
    </p>
  );
}
