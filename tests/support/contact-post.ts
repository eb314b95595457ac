import { expect, type APIRequestContext } from "@playwright/test";

type ContactPerson = { email: string; firstName?: string; lastName?: string; phone?: string; meetingType?: string; pageUrl?: string };

/** Sends the contact form as the page's script sends it (multipart) and expects it stored: 200. */
export async function postContact(
  request: APIRequestContext,
  { email, firstName = "Ann", lastName = "Archive", phone = "704-555-0100", meetingType = "zoom", pageUrl }: ContactPerson,
) {
  const sent = await request.post("/resources/contact", {
    multipart: { kind: "contact", firstName, lastName, phone, email, meetingType, message: "", ...(pageUrl ? { pageUrl } : {}) },
  });
  expect(sent.status()).toBe(200);
}
