import { site } from "#app/content/site.ts";
import { cn } from "#app/lib/utils.ts";

/** The agent's portrait, lazy-loaded at its intrinsic 4:5 size unless told otherwise. */
export function AgentPortrait({ className, size }: { className?: string; size?: number }) {
  return (
    <img
      src={site.agent.portraitUrl}
      alt={`Portrait of ${site.agent.name}`}
      width={size ?? 800}
      height={size ?? 1000}
      loading="lazy"
      decoding="async"
      className={cn("object-cover", className)}
    />
  );
}
