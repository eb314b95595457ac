import { describe, expect, it } from "vitest";
import { placeTooltip, TOOLTIP_MARGIN_PX, TOOLTIP_OFFSET_PX } from "#app/lib/tooltip-placement.ts";

const viewportWidth = 390;
const tooltip = { width: 180, height: 28 };

describe("placeTooltip", () => {
  it("centres the tooltip above its trigger", () => {
    const trigger = { left: 100, top: 500, width: 80, height: 20 };
    expect(placeTooltip(trigger, tooltip, viewportWidth)).toEqual({ left: 50, top: 500 - TOOLTIP_OFFSET_PX - 28 });
  });

  it("goes below the trigger when there is no room above", () => {
    const trigger = { left: 100, top: 20, width: 80, height: 20 };
    expect(placeTooltip(trigger, tooltip, viewportWidth)).toMatchObject({ top: 40 + TOOLTIP_OFFSET_PX });
  });

  it("stays inside the viewport at both edges", () => {
    const nearLeft = { left: 0, top: 500, width: 40, height: 20 };
    const nearRight = { left: 360, top: 500, width: 30, height: 20 };
    expect(placeTooltip(nearLeft, tooltip, viewportWidth).left).toBe(TOOLTIP_MARGIN_PX);
    expect(placeTooltip(nearRight, tooltip, viewportWidth).left).toBe(390 - TOOLTIP_MARGIN_PX - 180);
  });
});
