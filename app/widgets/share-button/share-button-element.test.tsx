import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { click, mountWidget } from "#tests/support/widget-dom.tsx";
import { ToasterRegion } from "#app/widgets/toaster/toaster-region.tsx";
import { ShareButton } from "./share-button.tsx";

beforeAll(async () => {
  await import("#app/widgets/toaster/toaster-element.ts");
  await import("./share-button-element.ts");
});
afterEach(() => vi.unstubAllGlobals());

it("<share-button> opens the device's share sheet with the post's title and text", async () => {
  const share = vi.fn(async () => undefined);
  vi.stubGlobal("navigator", { ...navigator, share });
  await mountWidget(<ShareButton title="Docks" text="All about docks" />);
  click(document.querySelector("button"));
  expect(share).toHaveBeenCalledWith({ title: "Docks", text: "All about docks", url: window.location.href });
});

it("<share-button> copies the link where there is no share sheet, and says so", async () => {
  const writeText = vi.fn(async () => undefined);
  vi.stubGlobal("navigator", { clipboard: { writeText } });
  await mountWidget(
    <>
      <ShareButton title="Docks" />
      <ToasterRegion toast={null} />
    </>,
  );
  click(document.querySelector("button"));
  await vi.waitFor(() => expect(document.body.textContent).toContain("Link copied to clipboard"));
  expect(writeText).toHaveBeenCalledWith(window.location.href);
});
