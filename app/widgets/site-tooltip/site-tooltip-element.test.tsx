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

it("<site-tooltip>: while one is open, and for the skip delay after, the next opens at once; leaving cancels one still due", async () => {
  await mountWidget(
    <>
      <Tooltip content="Follow Meredith on Instagram">
        <a href="https://instagram.com">IG</a>
      </Tooltip>
      <Tooltip content="Follow Meredith on Facebook">
        <a href="https://facebook.com">FB</a>
      </Tooltip>
    </>,
  );
  const [first, second] = [...document.querySelectorAll("a")];
  const [firstTip, secondTip] = [...document.querySelectorAll<HTMLElement>('[role="tooltip"]')];
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  const enter = (link: Element) => link.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
  // The wrapper holds the trigger and its text: leaving it hides.
  const leave = (link: Element) => link.parentElement!.dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" }));
  enter(first!);
  vi.advanceTimersByTime(TOOLTIP.delayMs);
  expect(firstTip!.hidden).toBe(false);
  leave(first!);
  enter(second!);
  expect(firstTip!.hidden).toBe(true);
  expect(secondTip!.hidden).toBe(false);

  leave(second!);
  vi.advanceTimersByTime(TOOLTIP.skipDelayMs + 1);
  enter(first!);
  expect(firstTip!.hidden).toBe(true);
  leave(first!);
  vi.advanceTimersByTime(TOOLTIP.delayMs * 2);
  expect(firstTip!.hidden).toBe(true);
});
