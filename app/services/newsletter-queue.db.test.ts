import { load } from "cheerio";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows, type Database } from "#app/db/client.server.ts";
import { blogPosts, mailOutbox, mailPacing, newsletterSends, newsletterSubscribers } from "#app/db/schema.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { SubscriberStatus } from "#app/lib/subscriber-status.ts";
import { createTestDatabase } from "#tests/database.ts";
import { startSmtpReceiver } from "#tests/support/smtp-receiver.ts";
import { deliverDueMail, startMailDelivery, type MailDeliveryOptions } from "./mail-delivery.server.ts";
import { visitorMailSender } from "./mail.server.ts";
import { changeSend, queueDueSends } from "./newsletter-queue.server.ts";
import { NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribe, unsubscribeToken } from "./newsletter-subscriptions.server.ts";
import { writePost } from "./post-writes.server.ts";

const SECRETS = ["s".repeat(32)];
const SITE = "https://lakefrontnc.com";
const PAST = new Date("2026-04-05T06:07:08Z");
const post = {
  title: "Boat Ramps Worth the Drive",
  excerpt: "Five public ramps on Lake Norman, and when to go.",
  content: `Start at [the Davidson guide](/neighborhoods/davidson) or [the county's page](https://www.mecknc.gov/parks).\n\n${"word ".repeat(200)}`,
  categories: ["Lake Life"],
  tags: [],
  heroImageUrl: "/images/lake-norman-sunset.jpg",
};

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(blogPosts);
  await database.db.delete(newsletterSubscribers);
  await database.db.update(mailPacing).set({ nextSlotAt: sql`now() - interval '1 hour'` });
  smtp.received.length = 0;
  smtp.refuseRecipients(() => null);
});

function delivery(overrides: Partial<MailDeliveryOptions> = {}): MailDeliveryOptions {
  const identity = async () => ({ name: siteSettingsSeed.agent.name, address: "news@lakefrontnc.com", replyTo: siteSettingsSeed.email });
  return {
    send: visitorMailSender({ url: smtp.url }, identity),
    siteUrl: SITE,
    secrets: SECRETS,
    sender: async () => siteSettingsSeed,
    newsletterRatePerMinute: 600_000,
    baseDelayMs: 60_000,
    ...overrides,
  };
}

async function addSubscribers(count: number, status: SubscriberStatus = "subscribed", prefix = "reader") {
  const rows = Array.from({ length: count }, (_, n) => ({ email: `${prefix}${n}@example.com`, status }));
  return database.db.insert(newsletterSubscribers).values(rows).returning();
}

async function publish(slug: string, extra: Record<string, unknown> = {}, emailSubscribers?: "excerpt" | "full", id?: string) {
  const body = { intent: "publish", values: { ...post, slug, ...extra }, ...(emailSubscribers && { emailSubscribers }) };
  const response = await writePost(database.db, body, id, PAST, SITE);
  if (!response.answer.ok) throw new Error(`setup: ${JSON.stringify(response.answer)}`);
  return response.answer;
}

/** Every link of an e-mail's HTML, as a mail client reads them (entities decoded). */
const linksOf = (html: string) =>
  load(html)("a[href]")
    .map((_, link) => link.attribs.href)
    .get();
const outbox = async () => database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "newsletter"));
/** Passes until nothing is left to send; each pass is bounded, so a send that never drains fails the test. */
async function drain(options = delivery()) {
  for (let pass = 0; pass < 200 && (await deliverDueMail(database.db, options)) > 0; pass++);
}

describe("publishing with “Email this post to subscribers”", () => {
  it("queues one e-mail per confirmed subscriber once the post is live, and a post is never sent twice", async () => {
    await addSubscribers(3);
    await addSubscribers(1, "pending", "pending");
    await addSubscribers(1, "unsubscribed", "gone");
    await addSubscribers(1, "bounced", "bounced");
    const first = await publish("boat-ramps", {}, "excerpt");
    expect(first.ok && first.newsletterSend).toBe("waiting");
    const again = await publish("boat-ramps", {}, "full", first.ok ? first.post.id : undefined);
    expect(again.ok && again.newsletterSend).toBe("waiting");
    expect(await database.db.select().from(newsletterSends)).toHaveLength(1);

    await drain();
    expect(smtp.received.map((mail) => mail.envelope.to[0]).sort()).toEqual(["reader0@example.com", "reader1@example.com", "reader2@example.com"]);
    const [send] = await database.db.select().from(newsletterSends);
    expect(send).toMatchObject({ status: "sent", total: 3, content: "excerpt" });
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });

  it("lets the event loop turn while it queues 5,000 subscribers: cached pages are served meanwhile", async () => {
    await database.db.execute(sql`
      INSERT INTO newsletter_subscribers (email, status) SELECT 'many' || n || '@example.com', 'subscribed' FROM generate_series(1, 5000) AS n`);
    await publish("five-thousand", {}, "excerpt");
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    await queueDueSends(database.db);
    counting = false;
    expect((await outbox()).length).toBe(5000);
    // Within a transaction the embedded database answers without a turn of the loop: the queue
    // held every request for half a second.
    expect(turns).toBeGreaterThan(5);
  });

  it("does nothing for a publish without the box ticked", async () => {
    await addSubscribers(2);
    const answer = await publish("no-letter");
    expect(answer.ok && answer.newsletterSend).toBeNull();
    await drain();
    expect(smtp.received).toHaveLength(0);
  });

  it("sends a scheduled post when it goes live, to the subscribers of that moment", async () => {
    await addSubscribers(1);
    const answer = await publish("scheduled", { publishedAt: "2099-01-01T10:00:00.000Z" }, "excerpt");
    await drain();
    expect(smtp.received).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);

    await addSubscribers(1, "subscribed", "later");
    await database.db
      .update(blogPosts)
      .set({ publishedAt: sql`now() - interval '1 second'` })
      .where(eq(blogPosts.id, answer.ok ? answer.post.id : ""));
    await drain();
    expect(smtp.received.map((mail) => mail.envelope.to[0]).sort()).toEqual(["later0@example.com", "reader0@example.com"]);
  });
});

describe("the newsletter e-mail", () => {
  it("has both parts, the hero, the post's links with the campaign, the footer, and the one-click unsubscribe headers", async () => {
    const [reader] = await addSubscribers(1);
    await publish("boat-ramps", {}, "excerpt");
    await drain();
    const [mail] = smtp.received;
    const unsubscribeUrl = `${SITE}${NEWSLETTER_UNSUBSCRIBE_PATH}/${unsubscribeToken(SECRETS, reader!.id)}`;
    expect(mail!.parsed.subject).toBe(post.title);
    expect(mail!.parsed.from?.value).toEqual([{ name: siteSettingsSeed.agent.name, address: "news@lakefrontnc.com" }]);
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe(siteSettingsSeed.email);
    // mailparser gathers the List-* headers under "list".
    expect(mail!.parsed.headers.get("list")).toMatchObject({ unsubscribe: { url: unsubscribeUrl } });
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail!.parsed.messageId).toMatch(/^<.+@.+>$/);
    expect(mail!.parsed.date).toBeInstanceOf(Date);

    const html = String(mail!.parsed.html);
    expect(linksOf(html)).toContain(`${SITE}/the-lake-advisor/boat-ramps?utm_source=newsletter&utm_medium=email&utm_campaign=boat-ramps`);
    const images = load(html)("img");
    expect(images.attr("src")).toBe(`${SITE}/images/lake-norman-sunset.jpg`);
    expect(images.attr("alt")).toBe(post.title);
    expect(html).toContain(post.excerpt);
    // No tracking pixel: the hero is the one image.
    expect(images).toHaveLength(1);
    for (const line of [
      siteSettingsSeed.firm.name,
      siteSettingsSeed.offices[0]!.street,
      "Equal Housing Opportunity.",
      "because you subscribed to The Lake Advisor",
    ]) {
      expect(html).toContain(line);
    }
    expect(linksOf(html)).toContain(unsubscribeUrl);

    const text = mail!.parsed.text ?? "";
    expect(text).toContain(post.title);
    expect(text).toContain(post.excerpt);
    expect(text).toContain(`${SITE}/the-lake-advisor/boat-ramps?utm_source=newsletter&utm_medium=email&utm_campaign=boat-ramps`);
    expect(text).toContain(unsubscribeUrl);
    expect(text).toContain("Equal Housing Opportunity.");
  });

  it("carries the whole post when chosen, styled inline, its own links with the campaign and others untouched", async () => {
    await addSubscribers(1);
    await publish("whole-post", {}, "full");
    await drain();
    const html = String(smtp.received[0]!.parsed.html);
    expect(linksOf(html)).toEqual(
      expect.arrayContaining([`${SITE}/neighborhoods/davidson?utm_source=newsletter&utm_medium=email&utm_campaign=whole-post`, "https://www.mecknc.gov/parks"]),
    );
    expect(html).toMatch(/<p style="color:#2b2520;[^"]*">Start at/);
    expect(html).not.toMatch(/class="/);
    expect(smtp.received[0]!.parsed.text).toContain("word word word");
  });
});

describe("sending", () => {
  it("never sends one subscriber a post twice when two workers send at once", async () => {
    await addSubscribers(40);
    await publish("forty", {}, "excerpt");
    const options = { ...delivery(), pollIntervalMs: 5, batchSize: 3 };
    const workers = [startMailDelivery(database.db, options), startMailDelivery(database.db, options)];
    await expect.poll(async () => (await database.db.select().from(newsletterSends))[0]?.status, { timeout: 20_000 }).toBe("sent");
    await Promise.all(workers.map((worker) => worker.stop()));
    const recipients = smtp.received.map((mail) => mail.envelope.to[0]);
    expect(recipients).toHaveLength(40);
    expect(new Set(recipients).size).toBe(40);
  });

  it("keeps to the rate: with a slot taken, the next newsletter waits for the pace however many are due", async () => {
    await addSubscribers(3);
    await publish("paced", {}, "excerpt");
    const slow = delivery({ newsletterRatePerMinute: 1 });
    expect(await deliverDueMail(database.db, slow)).toBe(1);
    expect(await deliverDueMail(database.db, slow)).toBe(0);
    // One e-mail a minute: the next slot is a minute after the one just taken (which was now).
    const [wait] = await queryRows<{ seconds: number }>(database.db, sql`SELECT extract(epoch FROM next_slot_at - now())::float AS seconds FROM ${mailPacing}`);
    expect(wait!.seconds).toBeGreaterThan(55);
    expect(smtp.received).toHaveLength(1);
  });

  it("takes ten seconds' worth of e-mails in one claim (ten at 60 a minute) and moves the pace on by as much", async () => {
    await addSubscribers(15);
    await publish("claimed-ten", {}, "excerpt");
    const paced = delivery({ newsletterRatePerMinute: 60 });
    expect(await deliverDueMail(database.db, paced)).toBe(10);
    expect(await deliverDueMail(database.db, paced)).toBe(0);
    const [wait] = await queryRows<{ seconds: number }>(database.db, sql`SELECT extract(epoch FROM next_slot_at - now())::float AS seconds FROM ${mailPacing}`);
    expect(wait!.seconds).toBeGreaterThan(8);
    expect(wait!.seconds).toBeLessThanOrEqual(10);
    expect(smtp.received).toHaveLength(10);
  });

  it("marks an address bounced on a 5xx at RCPT and retries a 4xx later", async () => {
    await addSubscribers(2);
    smtp.refuseRecipients((address) =>
      address === "reader0@example.com" ? { code: 550, message: "No such user" } : { code: 451, message: "Try again later" },
    );
    await publish("refused", {}, "excerpt");
    await drain();
    const statuses = Object.fromEntries((await database.db.select().from(newsletterSubscribers)).map((row) => [row.email, row.status]));
    expect(statuses).toEqual({ "reader0@example.com": "bounced", "reader1@example.com": "subscribed" });
    const rows = Object.fromEntries((await outbox()).map((row) => [row.toAddress, row.status]));
    expect(rows).toEqual({ "reader0@example.com": "failed", "reader1@example.com": "pending" });
  });

  it("pauses, resumes and cancels a send", async () => {
    await addSubscribers(4);
    const answer = await publish("paused", {}, "excerpt");
    await deliverDueMail(database.db, delivery({ batchSize: 1 }));
    expect(smtp.received).toHaveLength(1);
    const [send] = await database.db.select().from(newsletterSends);
    expect(await changeSend(database.db, send!.id, "pause")).toBe(true);
    await drain();
    expect(smtp.received).toHaveLength(1);
    expect(await changeSend(database.db, send!.id, "pause")).toBe(false);

    expect(await changeSend(database.db, send!.id, "resume")).toBe(true);
    await deliverDueMail(database.db, delivery({ batchSize: 1 }));
    expect(smtp.received).toHaveLength(2);
    expect(await changeSend(database.db, send!.id, "cancel")).toBe(true);
    await drain();
    expect(smtp.received).toHaveLength(2);
    expect((await outbox()).map((row) => row.status).sort()).toEqual(["cancelled", "cancelled", "sent", "sent"]);
    expect(answer.ok).toBe(true);
  });
});

describe("unsubscribing", () => {
  it("unsubscribes at once: a letter queued for the address is not sent, nor is the next post", async () => {
    const [leaving] = await addSubscribers(2);
    await publish("first", {}, "excerpt");
    // Queued, not sent yet: the pace allows none.
    await deliverDueMail(database.db, delivery({ newsletterRatePerMinute: 1, batchSize: 0 }));
    expect(await unsubscribe(database.db, SECRETS, unsubscribeToken(SECRETS, leaving!.id))).toBe("unsubscribed");
    await drain();
    expect(smtp.received.map((mail) => mail.envelope.to[0])).toEqual(["reader1@example.com"]);

    await publish("second", {}, "excerpt");
    await drain();
    expect(smtp.received.map((mail) => mail.envelope.to[0])).toEqual(["reader1@example.com", "reader1@example.com"]);
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, leaving!.id));
    expect(row!.status).toBe("unsubscribed");
  });

  it("refuses a token the site did not sign, and keeps a bounced address bounced", async () => {
    const [bounced] = await addSubscribers(1, "bounced");
    expect(await unsubscribe(database.db, SECRETS, `${bounced!.id}.forged`)).toBe("invalid");
    expect(await unsubscribe(database.db, ["t".repeat(32)], unsubscribeToken(SECRETS, bounced!.id))).toBe("invalid");
    expect(await unsubscribe(database.db, SECRETS, unsubscribeToken(SECRETS, bounced!.id))).toBe("unsubscribed");
    const [row] = await database.db.select().from(newsletterSubscribers);
    expect(row!.status).toBe("bounced");
  });
});
