import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import "./page-refresh-names.ts";

beforeAll(() => import("./page-refresh-element.ts"));
afterEach(() => vi.unstubAllGlobals());

it("<page-refresh> swaps in the server's <main> when the window regains focus and it has changed", async () => {
  const fetch = vi.fn(async () => new Response("<html><head><title>New</title></head><body><main><p>Fresh text</p></main></body></html>"));
  vi.stubGlobal("fetch", fetch);
  await mountWidget(
    <>
      <main>
        <p>Old text</p>
      </main>
      <page-refresh hidden />
    </>,
  );
  window.dispatchEvent(new Event("focus"));
  await vi.waitFor(() => expect(document.querySelector("main")?.textContent).toBe("Fresh text"));
  expect(fetch).toHaveBeenCalledWith(location.pathname + location.search, expect.objectContaining({ cache: "no-cache" }));
});
