import { beforeAll, expect, it } from "vitest";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import { SiteHeader } from "./site-header.tsx";

beforeAll(() => import("./site-header-element.ts"));

/** The browser opens and closes the popover itself (tests/e2e/mobile-menu.spec.ts); happy-dom has no popovers. */
it("<site-header> keeps its toggle's state and name in step with the mobile menu", async () => {
  await mountWidget(<SiteHeader section="/about" />);
  const toggle = document.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]')!;
  const menu = document.getElementById("mobile-menu")!;
  expect(toggle.getAttribute("popovertarget")).toBe("mobile-menu");
  expect(menu.getAttribute("popover")).toBe("auto");
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  expect(toggle.getAttribute("aria-label")).toBe("Close menu");
  menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  expect(toggle.getAttribute("aria-label")).toBe("Open menu");
});
