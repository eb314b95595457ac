import { afterEach, describe, expect, it, vi } from "vitest";
import { click, mountWidget } from "#tests/support/widget-dom.tsx";
import { showToast } from "./toaster-element.ts";
import { toasterNames } from "./toaster-names.ts";
import { ToasterRegion } from "./toaster-region.tsx";

afterEach(() => vi.useRealTimers());

const toasts = () => [...document.querySelectorAll<HTMLElement>(`${toasterNames.selector("toast")}:not([data-removed])`)];

describe("<toaster-region>", () => {
  it("shows at most three toasts, newest first, each with its title and description", async () => {
    await mountWidget(<ToasterRegion toast={null} />);
    for (const title of ["One", "Two", "Three", "Four"]) showToast({ kind: "success", title, description: `${title} said` });
    expect(toasts().map((item) => item.querySelector(toasterNames.selector("title"))?.textContent)).toEqual(["Four", "Three", "Two"]);
    expect(toasts()[0]!.querySelector(toasterNames.selector("description"))?.textContent).toBe("Four said");
    showToast({ kind: "error", title: "Broken" });
    expect(toasts()[0]!.dataset.type).toBe("error");
    expect(toasts()[0]!.querySelector(toasterNames.selector("description"))).toBeNull();
  });

  it("takes over the server's toast: it closes with its button, and a shown toast goes after 4000 ms", async () => {
    await mountWidget(<ToasterRegion toast={{ kind: "success", title: "Message sent!" }} />);
    expect(toasts()).toHaveLength(1);
    click(toasts()[0]!.querySelector(toasterNames.selector("close")));
    expect(toasts()).toHaveLength(0);
    vi.useFakeTimers();
    showToast({ kind: "default", title: "Later" });
    vi.advanceTimersByTime(3_999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });
});
