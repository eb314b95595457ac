import { TOOLTIP } from "#app/lib/constants.ts";
import { placeTooltip } from "#app/lib/tooltip-placement.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { siteTooltipNames, type SiteTooltipPart } from "./site-tooltip-names.ts";

/** The one tooltip showing, by its hide function: opening another closes it. */
let hideOpenTooltip: (() => void) | null = null;
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Radix's skip delay: while a tooltip is open, and briefly after, the next opens at once. */
function withinSkipWindow(): boolean {
  return hideOpenTooltip !== null || performance.now() - lastClosedAt < TOOLTIP.skipDelayMs;
}

/** <site-tooltip> (site-tooltip.tsx): its first child is the trigger, its text part the tooltip. */
export class SiteTooltipElement extends WidgetElement<SiteTooltipPart> {
  protected readonly names = siteTooltipNames;

  protected start(): void {
    const trigger = this.firstElementChild;
    const tooltip = this.findPart("text", HTMLElement);
    if (!(trigger instanceof HTMLElement)) throw new Error("no trigger");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pointerIsDown = false;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };

    // Fixed to the viewport and kept beside the trigger while the page scrolls (keyboard focus scrolls it into view).
    const place = (): void => {
      const { left, top } = placeTooltip(trigger.getBoundingClientRect(), tooltip.getBoundingClientRect(), document.documentElement.clientWidth);
      tooltip.style.left = `${left}px`;
      tooltip.style.top = `${top}px`;
    };

    const hide = (): void => {
      clearTimeout(timer);
      if (tooltip.hidden) return;
      tooltip.hidden = true;
      trigger.removeAttribute("aria-describedby");
      lastClosedAt = performance.now();
      if (hideOpenTooltip === hide) hideOpenTooltip = null;
      window.removeEventListener("scroll", place, { capture: true });
      document.removeEventListener("keydown", onKeyDown);
    };

    const show = (): void => {
      clearTimeout(timer);
      if (!tooltip.hidden) return;
      hideOpenTooltip?.();
      tooltip.hidden = false;
      place();
      trigger.setAttribute("aria-describedby", tooltip.id);
      hideOpenTooltip = hide;
      window.addEventListener("scroll", place, { capture: true, passive: true });
      document.addEventListener("keydown", onKeyDown);
    };

    trigger.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "touch") return;
      clearTimeout(timer);
      if (withinSkipWindow()) show();
      else timer = setTimeout(show, TOOLTIP.delayMs);
    });
    // The wrapper holds the trigger and the tooltip, so moving onto the text keeps it open.
    this.addEventListener("pointerleave", hide);
    trigger.addEventListener("pointerdown", () => {
      pointerIsDown = true;
      hide();
      document.addEventListener("pointerup", () => (pointerIsDown = false), { once: true });
    });
    trigger.addEventListener("focus", () => {
      if (!pointerIsDown) show();
    });
    trigger.addEventListener("blur", hide);
    trigger.addEventListener("click", hide);
  }
}

defineWidget(siteTooltipNames.tag, SiteTooltipElement);
