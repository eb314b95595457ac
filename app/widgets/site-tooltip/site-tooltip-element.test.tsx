import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import { TOOLTIP } from "#app/lib/constants.ts";
import { Tooltip } from "./site-tooltip.tsx";

beforeAll(() => import("./site-tooltip-element.ts"));
afterEach(() => vi.useRealTimers());

it("<site-tooltip> shows after the hover delay, on keyboard focus at once, and hides on Escape", async () => {
  await mountWidget(
    <Tooltip content="Follow Meredith on Instagram">
      <a href="https://instagram.com">IG</a>
    </Tooltip>,
  );
  const trigger = document.querySelector("a")!;
  const tooltip = document.querySelector<HTMLElement>('[role="tooltip"]')!;
  vi.useFakeTimers();
  trigger.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
  vi.advanceTimersByTime(TOOLTIP.delayMs - 1);
  expect(tooltip.hidden).toBe(true);
  vi.advanceTimersByTime(1);
  expect(tooltip.hidden).toBe(false);
  expect(trigger.getAttribute("aria-describedby")).toBe(tooltip.id);
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(tooltip.hidden).toBe(true);
  trigger.dispatchEvent(new FocusEvent("focus"));
  expect(tooltip.hidden).toBe(false);
});
