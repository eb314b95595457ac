import type { Page } from "@playwright/test";

/** Fills the open contact dialog ("Work With Meredith") as a visitor does, and answers the dialog. */
export async function fillContact(page: Page, email: string) {
  const dialog = page.getByRole("dialog", { name: "Work With Meredith" });
  await dialog.getByLabel("First Name").fill("Ada");
  await dialog.getByLabel("Last Name").fill("Lovelace");
  await dialog.getByLabel("Mobile Phone").fill("(704) 555-0199");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Meeting Type").selectOption("zoom");
  await dialog.getByLabel("Message", { exact: true }).fill("We'd like to see lake homes in Davidson.");
  return dialog;
}
