/**
 * Where a tooltip goes (spec §1 tooltips): centred above its trigger, below it when there is no
 * room above, and always inside the viewport's width, so it never causes sideways scrolling.
 */
export type Box = { left: number; top: number; width: number; height: number };
export type Size = { width: number; height: number };

/** Between the trigger and the tooltip, as Radix's sideOffset was. */
export const TOOLTIP_OFFSET_PX = 6;
/** The least distance between the tooltip and the viewport's edges. */
export const TOOLTIP_MARGIN_PX = 8;

export function placeTooltip(trigger: Box, tooltip: Size, viewportWidth: number): { left: number; top: number } {
  const above = trigger.top - TOOLTIP_OFFSET_PX - tooltip.height;
  const top = above >= TOOLTIP_MARGIN_PX ? above : trigger.top + trigger.height + TOOLTIP_OFFSET_PX;
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const rightmost = viewportWidth - TOOLTIP_MARGIN_PX - tooltip.width;
  return { left: Math.max(TOOLTIP_MARGIN_PX, Math.min(centred, rightmost)), top };
}
