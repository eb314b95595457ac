import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { PAGE_REFRESH_MIN_INTERVAL_MS } from "#app/lib/constants.ts";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import "./page-refresh-names.ts";

beforeAll(() => import("./page-refresh-element.ts"));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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

it("<page-refresh> loads the page again when the server no longer has it (404), so the page's own 404 says so", async () => {
  // Past the interval since the refresh of the test before.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + PAGE_REFRESH_MIN_INTERVAL_MS + 1);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("<html><body><main>There is no page 2</main></body></html>", { status: 404 })),
  );
  const replace = vi.fn();
  vi.stubGlobal("location", { ...location, replace, origin: location.origin, pathname: location.pathname, search: location.search });
  await mountWidget(
    <>
      <main>
        <p>Old list</p>
      </main>
      <page-refresh hidden />
    </>,
  );
  window.dispatchEvent(new Event("focus"));
  await vi.waitFor(() => expect(replace).toHaveBeenCalledExactlyOnceWith(location.pathname + location.search));
  expect(document.querySelector("main")?.textContent).toBe("Old list");
});

it("<page-refresh> leaves a 404 page that is still a 404 as it is", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + 2 * (PAGE_REFRESH_MIN_INTERVAL_MS + 1));
  const notFound = "<p>Oops! Page not found</p>";
  const fetch = vi.fn(async () => new Response(`<html><body><main>${notFound}</main></body></html>`, { status: 404 }));
  vi.stubGlobal("fetch", fetch);
  const replace = vi.fn();
  vi.stubGlobal("location", { ...location, replace, origin: location.origin, pathname: location.pathname, search: location.search });
  await mountWidget(
    <>
      <main dangerouslySetInnerHTML={{ __html: notFound }} />
      <page-refresh hidden />
    </>,
  );
  window.dispatchEvent(new Event("focus"));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  // The answer read and compared: the response's text has been taken.
  await vi.waitFor(async () => expect((await fetch.mock.results[0]!.value).bodyUsed).toBe(true));
  // What is left of the refresh runs in microtasks: one turn of the event loop ends it.
  await new Promise((resolve) => setTimeout(resolve));
  expect(replace).not.toHaveBeenCalled();
});
