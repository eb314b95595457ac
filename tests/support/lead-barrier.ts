import { expect, type APIRequestContext } from "@playwright/test";
import { postContact } from "./contact-post.ts";

/**
 * Sends one more contact through the site and resolves once `arrived` sees its address. The outbox
 * sends one delivery at a time, in the order they fell due, so whatever was queued before it (a
 * second delivery of an earlier lead, a lead stored twice) has been sent by then: a test proves
 * "sent once" with it instead of waiting a while and counting.
 */
export async function sendBarrierLead(request: APIRequestContext, baseURL: string | undefined, arrived: (email: string) => boolean): Promise<void> {
  const email = `barrier-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await postContact(request, { email, firstName: "Barry", lastName: "Barrier", phone: "704-555-0111", pageUrl: `${baseURL}/about` });
  await expect.poll(() => arrived(email), { timeout: 30_000 }).toBe(true);
}
