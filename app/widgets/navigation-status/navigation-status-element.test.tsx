import { beforeAll, expect, it } from "vitest";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import { NeighborhoodLoading } from "./neighborhood-loading.tsx";

beforeAll(() => import("./navigation-status-element.ts"));

it("<navigation-status> says Loading neighborhood... once a link to a guide is followed, and not for other links", async () => {
  await mountWidget(
    <>
      <a href="/about">About</a>
      <a href="/neighborhood/davidson">Davidson</a>
      <NeighborhoodLoading />
    </>,
  );
  const [about, guide] = document.querySelectorAll("a");
  // After the widget's own listener: the test's document stays where it is.
  const stay = (event: Event) => event.preventDefault();
  window.addEventListener("click", stay);
  about!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  expect(document.body.textContent).not.toContain("Loading neighborhood...");
  guide!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  window.removeEventListener("click", stay);
  expect(document.querySelector('[role="status"]')?.textContent).toBe("Loading neighborhood...");
});
