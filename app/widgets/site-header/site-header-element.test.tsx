import { beforeAll, expect, it } from "vitest";
import { click, mountWidget } from "#tests/support/widget-dom.tsx";
import { SiteHeader } from "./site-header.tsx";

beforeAll(() => import("./site-header-element.ts"));

/** happy-dom has no popovers, as Safari before 17 has none; the browser's own menu is in tests/e2e/mobile-menu.spec.ts. */
it("<site-header>, where there are no popovers, opens and closes the mobile menu, and closes it when an item is used or on Escape", async () => {
  expect(typeof HTMLElement.prototype.showPopover).not.toBe("function");
  await mountWidget(<SiteHeader section="/about" />);
  const toggle = document.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]')!;
  const menu = document.getElementById("mobile-menu")!;
  const shown = () => menu.style.display === "block";
  expect(menu.className).toContain("not-supports-[selector(:popover-open)]:hidden");
  expect(shown()).toBe(false);
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  click(toggle);
  expect(shown()).toBe(true);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  click(menu.querySelector("a"));
  expect(shown()).toBe(false);
  click(toggle);
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(shown()).toBe(false);
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  expect(document.activeElement).toBe(toggle);
});
