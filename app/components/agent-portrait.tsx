import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * The agent's portrait, lazy-loaded: beside her biography (4:5), or as a `size`-pixel avatar.
 * width and height stay the portrait's own 4:5, so the browser reserves the right box.
 */
export function AgentPortrait({ className, size }: { className?: string; size?: number }) {
  const settings = useSiteSettings();
  return (
    <ResponsiveImage
      src={settings.agent.portraitUrl}
      alt={`Portrait of ${settings.agent.name}`}
      width={800}
      height={1000}
      sizes={size ? `${size}px` : IMAGE_SIZES.portrait}
      className={cn("object-cover", className)}
    />
  );
}
