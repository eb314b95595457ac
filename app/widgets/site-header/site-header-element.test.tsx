import { beforeAll, expect, it } from "vitest";
import { click, mountWidget } from "#tests/support/widget-dom.tsx";
import { SiteHeader } from "./site-header.tsx";

beforeAll(() => import("./site-header-element.ts"));

it("<site-header> opens and closes the mobile menu, and closes it when an item is used or on Escape", async () => {
  await mountWidget(<SiteHeader section="/about" />);
  const toggle = document.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]')!;
  const menu = document.getElementById("mobile-menu")!;
  expect(menu.hidden).toBe(true);
  click(toggle);
  expect(menu.hidden).toBe(false);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  expect(toggle.getAttribute("aria-label")).toBe("Close menu");
  click(menu.querySelector("a"));
  expect(menu.hidden).toBe(true);
  click(toggle);
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(menu.hidden).toBe(true);
  expect(toggle.getAttribute("aria-label")).toBe("Open menu");
});
