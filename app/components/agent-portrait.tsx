import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { site } from "#app/content/site.ts";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * The agent's portrait, lazy-loaded: beside her biography (4:5), or as a `size`-pixel avatar.
 * width and height stay the portrait's own 4:5, so the browser reserves the right box.
 */
export function AgentPortrait({ className, size }: { className?: string; size?: number }) {
  return (
    <ResponsiveImage
      src={site.agent.portraitUrl}
      alt={`Portrait of ${site.agent.name}`}
      width={800}
      height={1000}
      sizes={size ? `${size}px` : IMAGE_SIZES.portrait}
      className={cn("object-cover", className)}
    />
  );
}
