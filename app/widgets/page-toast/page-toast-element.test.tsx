import { beforeAll, expect, it } from "vitest";
import { mountWidget } from "#tests/support/widget-dom.tsx";
import { toasterNames } from "#app/widgets/toaster/toaster-names.ts";
import { ToasterRegion } from "#app/widgets/toaster/toaster-region.tsx";
import "./page-toast-names.ts";

beforeAll(async () => {
  await import("#app/widgets/toaster/toaster-element.ts");
  await import("./page-toast-element.ts");
});

it("<page-toast> shows its toast when it arrives", async () => {
  await mountWidget(
    <>
      <ToasterRegion toast={null} />
      <page-toast kind="error" title="Post not found" hidden />
    </>,
  );
  const shown = document.querySelector<HTMLElement>(toasterNames.selector("toast"));
  expect(shown?.dataset.type).toBe("error");
  expect(shown?.textContent).toContain("Post not found");
});
