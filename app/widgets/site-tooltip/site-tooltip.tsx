import { useId, type ReactElement } from "react";
import { siteTooltipNames } from "./site-tooltip-names.ts";

/**
 * A tooltip on the public pages: its trigger (the one child) and its text, hidden in the server's
 * HTML; <site-tooltip> (site-tooltip-element.ts) shows it on hover after TOOLTIP.delayMs (at once within the skip
 * window, or on keyboard focus, as Radix's did) and hides it on leave, blur, click or Escape.
 */
export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  const id = useId();
  return (
    <site-tooltip className="inline-flex">
      {children}
      <span
        id={id}
        role="tooltip"
        {...siteTooltipNames.part("text")}
        hidden
        // The ::before bridges the gap to the trigger, so the pointer can move onto the text.
        className="fixed top-0 left-0 z-50 rounded-sm bg-ink-deep px-3 py-1.5 text-xs whitespace-nowrap text-cream normal-case shadow-lg before:absolute before:inset-x-0 before:-inset-y-1.5"
      >
        {content}
      </span>
    </site-tooltip>
  );
}
