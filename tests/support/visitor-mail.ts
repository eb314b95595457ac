import { expect } from "@playwright/test";
import type { startSmtpReceiver } from "./smtp-receiver.ts";

type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/** The e-mails the receiver has for `address`, in the order they arrived. */
export const mailTo = (smtp: SmtpReceiver, address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address.toLowerCase()));

/** The confirmation link of the newsletter e-mail sent to `address`, once it has arrived. */
export async function confirmationLinkFor(smtp: SmtpReceiver, address: string): Promise<string> {
  await expect.poll(() => mailTo(smtp, address).length, { timeout: 15_000 }).toBe(1);
  const [mail] = mailTo(smtp, address);
  expect(mail!.parsed.subject).toBe("Confirm your subscription to The Lake Advisor");
  const link = /https?:\/\/\S+\/newsletter\/confirm\/[\w.-]+/.exec(mail!.parsed.text ?? "")?.[0];
  expect(link, "the confirmation link in the text part").toBeDefined();
  expect(mail!.parsed.html).toContain(`href="${link}"`);
  return link!;
}
