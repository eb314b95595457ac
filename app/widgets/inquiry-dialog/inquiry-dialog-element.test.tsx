import { beforeAll, expect, it } from "vitest";
import { click, mountWidget } from "#tests/support/widget-dom.tsx";
import { InquiryDialog, InquiryOpener } from "./inquiry-dialog.tsx";

beforeAll(() => import("./inquiry-dialog-element.ts"));

it("<inquiry-dialog> opens in place about the listing whose button was pressed", async () => {
  await mountWidget(
    <>
      <InquiryOpener address="1 Dock Lane, Davidson" />
      <InquiryOpener address="2 Cove Road, Cornelius" />
      <InquiryDialog address={null} returned={null} />
    </>,
  );
  const dialog = document.querySelector("dialog")!;
  expect(dialog.open).toBe(false);
  click(document.querySelectorAll('button[name="inquire"]')[1]!);
  expect(dialog.open).toBe(true);
  expect(dialog.querySelector('[data-inquiry-dialog="listing"]')?.textContent).toBe("2 Cove Road, Cornelius");
  expect(dialog.querySelector<HTMLInputElement>('input[name="address"]')?.value).toBe("2 Cove Road, Cornelius");
  expect(dialog.querySelector("textarea")?.value).toBe("I'm interested in 2 Cove Road, Cornelius and would like more information about this property.");
});

it("about a sold home, asks about homes like it rather than saying the visitor is interested in it", async () => {
  await mountWidget(
    <>
      <InquiryOpener address="3 Point Drive, Davidson" sold />
      <InquiryDialog address={null} returned={null} sold />
    </>,
  );
  const dialog = document.querySelector("dialog")!;
  const opener = document.querySelector('button[name="inquire"]')!;
  expect(opener.textContent).toBe("Ask About Homes Like This");
  // The visible words come first in its name (WCAG 2.5.3).
  expect(opener.getAttribute("aria-label")).toBe("Ask About Homes Like This: 3 Point Drive, Davidson");
  click(opener);
  expect(dialog.open).toBe(true);
  expect(dialog.querySelector("h2")?.textContent).toBe("Ask About Homes Like This");
  expect(dialog.querySelector("textarea")?.value).toBe("I'd like to hear about homes like 3 Point Drive, Davidson.");
});
