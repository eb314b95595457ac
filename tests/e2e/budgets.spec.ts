import { gzipSync } from "node:zlib";
import { gotoHydrated } from "../support/hydrated.ts";
import { PUBLIC_PAGES } from "../support/public-pages.ts";
import { expect, test, type Page, type Request } from "@playwright/test";
import { PERFORMANCE_BUDGETS } from "../../app/lib/constants.ts";

/**
 * Issue 7, item 1: what each public page costs on a phone's first load, on the production build.
 * JavaScript is counted as gzip (each script's body gzipped at level 6, as the server's
 * compression does), whatever encoding the browser negotiated; the total is the bytes on the wire
 * (encoded bodies and headers) of everything the page itself loads, not the third-party search
 * iframe and what it loads.
 */

/** The 404 page has no picture. */
const PAGES_WITH_IMAGES = PUBLIC_PAGES.filter((path) => path !== "/a-page-that-does-not-exist");

const KB = 1024;
const PHONE = { width: 390, height: 844 };

type Loaded = { url: URL; type: string; wireBytes: number; gzipBytes: number; encoding: string | undefined };

/** Counts the page's requests not yet answered (its frames' too), from now on. */
function requestsInFlight(page: Page): () => number {
  let inFlight = 0;
  page.on("request", () => inFlight++);
  page.on("requestfinished", () => inFlight--);
  page.on("requestfailed", () => inFlight--);
  return () => inFlight;
}

/**
 * Waits until the page has started its widgets, drawn two more frames (what comes near the
 * viewport has asked for its images by then) and has no request in flight.
 */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(inFlight).toBe(0);
}

/** Opens `path` and records every response of the page's own frame until it has settled. */
async function firstLoad(page: Page, path: string): Promise<Loaded[]> {
  const inFlight = requestsInFlight(page);
  const pending: Array<Promise<Loaded | null>> = [];
  page.on("requestfinished", (request: Request) => {
    if (request.frame() !== page.mainFrame()) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const sizes = await request.sizes();
        const type = request.resourceType();
        const gzipBytes = type === "script" ? gzipSync(await response.body(), { level: 6 }).length : 0;
        const encoding = (await response.allHeaders())["content-encoding"];
        return { url: new URL(request.url()), type, wireBytes: sizes.responseBodySize + sizes.responseHeadersSize, gzipBytes, encoding };
      })(),
    );
  });
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response, path).not.toBeNull();
  await settled(page, inFlight);
  const loaded = (await Promise.all(pending)).filter((entry): entry is Loaded => entry !== null);
  return loaded;
}

/**
 * Holds the stylesheet until the page's preloaded fonts have arrived, so that the first paint is
 * in them, as on a link where the preloads beat the stylesheet. Otherwise a CPU busy with other
 * tests may paint before the fonts land, and the shift measured is the font swap, which has a
 * test and a budget of its own.
 */
async function paintInWebFonts(page: Page): Promise<{ fontsRequestedFirst(): boolean }> {
  const fonts: Array<Promise<unknown>> = [];
  let stylesheetBeforeFonts = false;
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.response().then((response) => response?.finished()));
  });
  await page.route(/\/assets\/[\w-]+\.css$/, async (route) => {
    // The head lists the font preloads before the stylesheet, so their requests are out by now.
    if (fonts.length === 0) stylesheetBeforeFonts = true;
    await Promise.all(fonts);
    await route.continue();
  });
  return { fontsRequestedFirst: () => !stylesheetBeforeFonts };
}

/** Opens `path` and sums its layout shifts until it has settled in its fonts. */
async function layoutShiftWhileLoading(page: Page, path: string): Promise<number> {
  const inFlight = requestsInFlight(page);
  await page.addInitScript(() => {
    const win = window as Window & { __layoutShift?: number };
    win.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) win.__layoutShift! += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path, { waitUntil: "load" });
  await settled(page, inFlight);
  await page.evaluate(() => document.fonts.ready);
  const shift = await page.evaluate(() => (window as Window & { __layoutShift?: number }).__layoutShift ?? -1);
  expect(shift, "layout shifts observed").toBeGreaterThanOrEqual(0);
  return shift;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

// A trace's DOM snapshots lay out what the browser had skipped (content-visibility) and so fetch
// its fonts; a visitor's browser does not, and neither may the page measured here.
test.use({ viewport: PHONE, trace: "off" });

test.describe("performance budgets at 390 px", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} stays within its JavaScript and total budgets`, async ({ page, baseURL }) => {
      const loaded = await firstLoad(page, path);
      const own = loaded.filter((entry) => entry.url.origin === new URL(baseURL!).origin);
      const scripts = own.filter((entry) => entry.type === "script");
      const javascript = sum(scripts.map((entry) => entry.gzipBytes));
      const total = sum(loaded.map((entry) => entry.wireBytes));
      console.log(`${path}: JavaScript ${kb(javascript)} KB gzip in ${scripts.length} files, ${kb(total)} KB in all, ${loaded.length} requests`);

      // One script, not a waterfall of shared chunks fetched a round trip later (vite.islands.ts).
      expect(scripts.map((entry) => entry.url.pathname)).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
      expect(javascript / KB, "JavaScript, KB gzip").toBeLessThanOrEqual(PERFORMANCE_BUDGETS.javascriptKb);
      expect(javascript / KB, "the page script, KB gzip").toBeLessThanOrEqual(PERFORMANCE_BUDGETS.pageScriptKb);
      expect(total / KB, "everything, KB").toBeLessThanOrEqual(PERFORMANCE_BUDGETS.totalKb);
      // The server compresses scripts (below 1 KB compression does not pay and is skipped).
      for (const script of scripts.filter((entry) => entry.gzipBytes > KB)) {
        expect(script.encoding, script.url.pathname).toMatch(/^(gzip|br)$/);
      }
      // The search iframe loads lazily: nothing from its site on a phone's first screen.
      const frameOrigins = await page.locator("iframe").evaluateAll((frames) => frames.map((frame) => new URL((frame as HTMLIFrameElement).src).origin));
      expect(loaded.filter((entry) => frameOrigins.includes(entry.url.origin))).toEqual([]);
    });
  }

  for (const path of PAGES_WITH_IMAGES) {
    test(`${path}: every image reserves its box, offers WebP sizes, and only the hero is eager`, async ({ page }) => {
      await page.goto(path, { waitUntil: "load" });
      const images = await page.locator("img").evaluateAll((elements) =>
        elements.map((element) => {
          const image = element as HTMLImageElement;
          const box = image.getBoundingClientRect();
          return {
            src: image.getAttribute("src") ?? "",
            srcset: image.getAttribute("srcset") ?? "",
            sizes: image.getAttribute("sizes"),
            width: image.getAttribute("width"),
            height: image.getAttribute("height"),
            loading: image.getAttribute("loading"),
            fetchPriority: image.getAttribute("fetchpriority"),
            currentSrc: image.currentSrc,
            // What this screen chooses from: a <picture>'s matching source, else the image itself.
            candidates:
              Array.from(image.parentElement?.matches("picture") ? image.parentElement.querySelectorAll("source") : [])
                .find((source) => matchMedia(source.media).matches)
                ?.getAttribute("srcset") ?? image.getAttribute("srcset"),
            top: box.top + window.scrollY,
            visibleArea:
              Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) *
              Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0)),
          };
        }),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
        expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
        if (image.src.startsWith("/images/")) {
          // The site's own artwork: WebP renderings at several widths, and how wide it is drawn.
          expect(image.srcset, `${image.src} srcset`).toMatch(/\.webp \d+w(, |$)/);
          expect(image.sizes, `${image.src} sizes`).toBeTruthy();
        }
        if (image.top >= PHONE.height) expect(image.loading, `${image.src} is below the fold`).toBe("lazy");
      }
      const priority = images.filter((image) => image.fetchPriority === "high");
      expect(priority, "exactly one image has fetchpriority=high").toHaveLength(1);
      const largest = Math.max(...images.map((image) => image.visibleArea));
      expect(priority[0]!.visibleArea, "the priority image is the largest in the first screen").toBe(largest);
      expect(priority[0]!.visibleArea).toBeGreaterThan(0);
      expect(priority[0]!.loading).not.toBe("lazy");
      // The head preloads it, with the candidates this screen chooses from (one preload per screen).
      const preloads = await page
        .locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
        .evaluateAll((links) =>
          links.filter((link) => matchMedia((link as HTMLLinkElement).media || "all").matches).map((link) => link.getAttribute("imagesrcset")),
        );
      expect(preloads).toEqual([priority[0]!.candidates]);
      // On a phone a page hero is its crop in the hero's shape, not the wide picture (a post opens
      // with its own picture instead).
      if (!path.startsWith("/the-lake-advisor/")) expect(priority[0]!.currentSrc).toMatch(/-(lg|md)-\d+w\.webp$/);
    });
  }

  test("fonts are self-hosted WOFF2 with font-display: swap", async ({ page }) => {
    await page.goto("/");
    const faces = await page.evaluate(() =>
      Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules)
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .map((rule) => ({
            family: rule.style.getPropertyValue("font-family"),
            display: rule.style.getPropertyValue("font-display"),
            src: rule.style.getPropertyValue("src"),
          })),
      ),
    );
    const downloaded = faces.filter((face) => face.src.includes("url("));
    expect(downloaded.length).toBeGreaterThan(0);
    for (const face of downloaded) {
      expect(face.display, face.family).toBe("swap");
      expect(face.src, face.family).not.toMatch(/url\("?https?:/);
    }
    // The fallback faces download nothing: they adjust fonts the device already has.
    for (const face of faces.filter((face) => !downloaded.includes(face))) {
      expect(face.src, face.family).toMatch(/^local\("[^"]+"\)(, local\("[^"]+"\))*$/);
    }
  });

  // Chrome lays text out with every face of the family it draws from, and on Linux asks its
  // browser process, once per size and weight, for a system font to stand in for each face not
  // loaded (decision 046): the first family of each stack holds only the faces a page loads.
  test("text and headings draw first from a family of loaded faces only", async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: "load" });
      const families = await page.evaluate(async () => {
        await document.fonts.ready;
        const unquote = (family: string) => family.trim().replace(/^"(.*)"$/, "$1");
        const firstFamily = (element: Element) => unquote(getComputedStyle(element).fontFamily.split(",")[0]!);
        return [document.body, document.querySelector("h1")!].map((element) => {
          const family = firstFamily(element);
          const faces = Array.from(document.fonts).filter((face) => unquote(face.family) === family && face.style === "normal");
          return { family, statuses: faces.map((face) => face.status) };
        });
      });
      for (const { family, statuses } of families) {
        expect(statuses.length, `${path}: ${family}`).toBeGreaterThan(0);
        expect(statuses, `${path}: ${family}`).toEqual(statuses.map(() => "loaded"));
      }
    }
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path} loads only the preloaded core font subsets, each once`, async ({ page, baseURL }) => {
      const loaded = await firstLoad(page, path);
      const preloads = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')).map((link) => ({
          href: link.href,
          type: link.type,
          crossOrigin: link.crossOrigin,
        })),
      );
      const paths = preloads.map((font) => new URL(font.href).pathname);
      // Text and headings. No page here sets italic at load: testimonials are set upright, home's
      // values quote renders near the viewport, and the post quotes nothing (admin-post-fonts.spec.ts
      // has one that does).
      expect(paths).toEqual([
        expect.stringMatching(/^\/assets\/inter-core-wght-normal-[\w-]+\.woff2$/),
        expect.stringMatching(/^\/assets\/cormorant-garamond-core-wght-normal-[\w-]+\.woff2$/),
      ]);
      for (const font of preloads) {
        expect(new URL(font.href).origin).toBe(new URL(baseURL!).origin);
        expect(font.type).toBe("font/woff2");
        expect(font.crossOrigin).toBe("anonymous");
      }
      // Every font the page fetched was preloaded and fetched once (the @font-face rule reused the
      // preload): none is discovered late, and no full @fontsource file is needed for the site's text.
      const fonts = loaded.filter((entry) => entry.type === "font").map((entry) => entry.url.href);
      expect(fonts.toSorted()).toEqual(preloads.map((font) => font.href).toSorted());
    });
  }

  for (const path of PUBLIC_PAGES) {
    test(`${path} does not shift its layout while loading`, async ({ page }) => {
      const fontsFirst = await paintInWebFonts(page);
      const shift = await layoutShiftWhileLoading(page, path);
      expect(fontsFirst.fontsRequestedFirst(), "font requests issued before the stylesheet's").toBe(true);
      expect(shift).toBeLessThanOrEqual(PERFORMANCE_BUDGETS.maxLayoutShift);
    });

    test(`${path} keeps its layout when its fonts arrive after the first paint`, async ({ page }) => {
      // The fonts are held until the page has painted its text in the fallback faces.
      await page.route(/\.woff2$/, async (route) => {
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
        await route.continue();
      });
      // `load` waits for the preloaded fonts.
      const shift = await layoutShiftWhileLoading(page, path);
      // The test's premise: the page first painted its text in the fallback faces.
      const [firstPaint, firstFont] = await page.evaluate(() => [
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        Math.min(
          ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => entry.name.endsWith(".woff2"))
            .map((entry) => entry.responseEnd),
        ),
      ]);
      expect(firstPaint).toBeLessThan(firstFont);
      expect(shift).toBeLessThanOrEqual(PERFORMANCE_BUDGETS.maxFontSwapShift);
    });
  }

  // Issue 33, point 20: the first style and layout on a phone cover what is near the first screen,
  // not a long page's every section (decision 046). A page whose sections far below are rendered at
  // once pays for them in the task that paints it first.
  for (const path of ["/about", "/sold-properties"]) {
    test(`${path} renders nothing three screens below the first until the visitor scrolls toward it`, async ({ page }) => {
      await page.goto(path, { waitUntil: "load" });
      const renderedFarBelow = await page.evaluate(() => {
        const limit = window.innerHeight * 3;
        // A skipped block's own box is laid out (at its remembered or estimated size), its content is
        // not. The page's closing section, a few lines inviting a call or a subscription, renders at
        // once, and so does the testimonials band: quotes of any length give no estimate to hold.
        const leaves = (block: Element) => [...block.querySelectorAll("*")].filter((element) => element.childElementCount === 0);
        return [...document.querySelectorAll("main section, main article")]
          .slice(0, -1)
          .filter((block) => !block.closest('[aria-labelledby$="-testimonials"]'))
          .filter((block) => leaves(block).some((leaf) => leaf.checkVisibility({ contentVisibilityAuto: true })))
          .filter((block) => block.getBoundingClientRect().top > limit)
          .map((block) => block.getAttribute("aria-labelledby") ?? block.querySelector("h2, h3")?.textContent ?? block.localName);
      });
      expect(renderedFarBelow.slice(0, 5)).toEqual([]);
    });
  }

  test("the search frames load lazily and the modal's frame only once it opens", async ({ page }) => {
    await page.goto("/", { waitUntil: "load" });
    const frames = page.locator("iframe");
    await expect(frames).toHaveCount(2);
    for (const frame of await frames.all()) await expect(frame).toHaveAttribute("loading", "lazy");
    // The narrow frame is the one shown on a phone (the wide one is display: none), well below the first screen.
    const boxes = await frames.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    const shown = boxes.filter((box) => box.height > 0);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.top).toBeGreaterThanOrEqual(PHONE.height);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  // Reading document.cookie waits on the browser process; in the task that ends the parse (the
  // script's evaluation), that wait stretched the blog list's task past 50 ms on a phone.
  test("the visit cookie is read once, after the parse's last task, and still written when a visitor leaves at once", async ({ page, context }) => {
    await context.addInitScript(() => {
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
      let parsed = false;
      document.addEventListener("DOMContentLoaded", () => (parsed = true));
      const reads: boolean[] = [];
      Object.defineProperty(window, "cookieReads", { value: reads });
      Object.defineProperty(document, "cookie", {
        get() {
          reads.push(parsed);
          return cookie.get!.call(this);
        },
        set(value: string) {
          cookie.set!.call(this, value);
        },
      });
    });
    await gotoHydrated(page, "/the-lake-advisor");
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide")));
    expect(await page.evaluate(() => (window as unknown as { cookieReads: boolean[] }).cookieReads)).toEqual([true]);

    await context.clearCookies();
    await page.goto("about:blank");
    await page.goto("/?utm_source=newsletter", { waitUntil: "domcontentloaded" });
    await page.goto("/about");
    const visit = (await context.cookies()).find((cookie) => cookie.name === "lakefront_visit");
    expect(new URLSearchParams(visit?.value).get("landing")).toBe("/?utm_source=newsletter");
  });
});

// What lies far below is laid out at an estimated size until it nears the viewport. A visitor who
// jumps down the page (a focused link, a restored scroll position, a control tapped right after the
// browser scrolled to it) must not see what they jumped to move when the blocks around it render:
// a blog card's estimate once pushed the pager 114 px down under a tap, and the testimonials band's
// moved About's call to action 56 px. The controls most at risk are the first inside each skipped
// block and the first after it; each is jumped to, to the middle and to the bottom of the screen,
// from a fresh load (after about:blank: opening the same address again is a reload, which restores
// the last jump's scroll and renders the blocks near the next target first).
declare global {
  interface Window {
    reachableControls(): Element[];
  }
}

/** The controls a visitor can reach, in document order: not in a dialog, not on a bar fixed to the screen. */
function defineReachableControls() {
  const onBar = (element: Element | null): boolean =>
    element !== null && (["fixed", "sticky"].includes(getComputedStyle(element).position) || onBar(element.parentElement));
  window.reachableControls = () =>
    [...document.querySelectorAll("a[href], button, input, select, textarea, summary")].filter(
      (control) => !control.closest("dialog") && control.checkVisibility({ visibilityProperty: true }) && !onBar(control),
    );
}

/** The pages that skip blocks (`render-near-viewport`): home's values, About's lower sections, a guide's schools and market, the sold cards. */
const JUMP_PAGES = ["/", "/about", "/neighborhood/davidson", "/sold-properties"];

test.describe("what a visitor jumps to stays put", () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    for (const path of JUMP_PAGES) {
      test(`${path} at ${viewport.width}px: a control next to a skipped block stays where it landed`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript(defineReachableControls);
        await gotoHydrated(page, path);
        const targets = await page.evaluate(() => {
          const reachable = window.reachableControls();
          const blocks = [...document.querySelectorAll(".render-near-viewport")];
          // The sold gallery's cards are alike: its first, middle and last stand for them.
          const sampled = blocks.length > 6 ? [blocks[0]!, blocks[Math.floor(blocks.length / 2)]!, blocks.at(-1)!] : blocks;
          const indexes = new Set<number>();
          for (const block of sampled) {
            const inside = reachable.findIndex((control) => block.contains(control));
            const after = reachable.findIndex(
              (control) => !block.contains(control) && block.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
            );
            if (inside >= 0) indexes.add(inside);
            if (after >= 0) indexes.add(after);
          }
          return [...indexes];
        });
        expect(targets.length, "controls next to skipped blocks").toBeGreaterThan(0);
        const moved: string[] = [];
        for (const index of targets) {
          for (const block of ["center", "end"] as const) {
            await page.goto("about:blank");
            await gotoHydrated(page, path);
            const move = await page.evaluate(
              async ({ index, block }) => {
                const control = window.reachableControls()[index]!;
                control.scrollIntoView({ block, behavior: "instant" });
                const landed = control.getBoundingClientRect().top;
                // Relevance is decided after a frame's layout and rendered in the next; four frames cover it.
                for (let count = 0; count < 4; count++) await new Promise((resolve) => requestAnimationFrame(resolve));
                const name = control.getAttribute("aria-label") ?? control.textContent!.trim().slice(0, 40);
                return { control: name, shift: Math.round(control.getBoundingClientRect().top - landed) };
              },
              { index, block },
            );
            // A pixel either way is the rounding of a remembered size, not a move.
            if (Math.abs(move.shift) > 1) moved.push(`${move.control} (${block}): ${move.shift} px`);
          }
        }
        expect(moved).toEqual([]);
      });
    }
  }
});

// The jumps above run at two widths; a sold card's held height must match at every width a phone,
// tablet or desktop gives it, whatever its address and firm, or a tap after a jump lands beside it.
test("a sold card holds the height it renders at, at every width", async ({ page }) => {
  const off: string[] = [];
  for (const width of [320, 360, 390, 412, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("about:blank");
    await page.goto("/sold-properties", { waitUntil: "load" });
    const held = await page.locator("article .render-near-viewport").evaluateAll((blocks) => blocks.map((block) => block.getBoundingClientRect().height));
    await page.addStyleTag({ content: "article .render-near-viewport { content-visibility: visible !important }" });
    const rendered = await page.locator("article .render-near-viewport").evaluateAll((blocks) => blocks.map((block) => block.getBoundingClientRect().height));
    held.forEach((height, index) => {
      if (Math.abs(height - rendered[index]!) > 1)
        off.push(`${width}px, card ${index + 1}: held ${Math.round(height)}, renders ${Math.round(rendered[index]!)}`);
    });
  }
  expect(off).toEqual([]);
});
