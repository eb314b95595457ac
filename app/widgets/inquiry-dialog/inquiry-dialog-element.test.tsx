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
