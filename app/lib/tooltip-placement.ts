/**
 * Where a tooltip goes (spec §1 tooltips): centred above its trigger, below it when there is no
 * room above, and always inside the viewport, so it never causes sideways scrolling.
 */
export type Box = { left: number; top: number; width: number; height: number };
export type Size = { width: number; height: number };
export type TooltipPlacement = { left: number; top: number; side: "top" | "bottom" };

/** Between the trigger and the tooltip, as Radix's sideOffset was. */
export const TOOLTIP_OFFSET_PX = 6;
/** The least distance between the tooltip and the viewport's edges. */
export const TOOLTIP_MARGIN_PX = 8;

export function placeTooltip(trigger: Box, tooltip: Size, viewport: Size): TooltipPlacement {
  const above = trigger.top - TOOLTIP_OFFSET_PX - tooltip.height;
  const side = above >= TOOLTIP_MARGIN_PX ? "top" : "bottom";
  const top = side === "top" ? above : trigger.top + trigger.height + TOOLTIP_OFFSET_PX;
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const rightmost = viewport.width - TOOLTIP_MARGIN_PX - tooltip.width;
  const left = Math.max(TOOLTIP_MARGIN_PX, Math.min(centred, rightmost));
  return { left, top, side };
}
