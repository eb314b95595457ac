import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "#app/db/client.server.ts";

/** The newsletter case (issue 35): this many confirmed subscribers, one post e-mailed to them all. */
export const NEWSLETTER_SUBSCRIBERS = 5_000;

/** A local SMTP server that accepts every message and keeps only when each arrived, and for whom. */
export async function startCountingSmtp() {
  const arrivals: number[] = [];
  const recipients = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        arrivals.push(performance.now());
        for (const to of session.envelope.rcptTo) recipients.add(to.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    recipients,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Adds the confirmed subscribers to a stopped server's embedded database, in one statement. */
export async function seedSubscribers(dataDir: string, count: number): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    await database.db.execute(sql`
      INSERT INTO newsletter_subscribers (email, status, confirmed_at)
      SELECT 'reader' || n || '@example.com', 'subscribed', now() FROM generate_series(1, ${count}::int) AS n`);
  } finally {
    await database.close();
  }
}

/** Publishes a new post with "Email this post to subscribers", through the editor's own action. */
export async function publishEmailed(base: string, cookie: string): Promise<void> {
  const body = {
    intent: "publish",
    values: {
      title: "Bench Letter",
      slug: `bench-letter-${Date.now().toString(36)}`,
      excerpt: "What the newsletter case sends.",
      content: "word ".repeat(400),
      categories: ["Market Updates"],
      tags: [],
    },
    emailSubscribers: "full",
  };
  const response = await fetch(`${base}/admin/lake-advisor/new`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`publishing the bench letter answered ${response.status}`);
}

/** When the send was queued and how long that took, from the server's "newsletter queued" log line. */
export function enqueued(logFile: string): { at: number; ms: number } | null {
  for (const line of readFileSync(logFile, "utf8").split("\n").reverse()) {
    if (!line.includes('"newsletter queued"')) continue;
    const entry = JSON.parse(line) as { time: number; ms: number };
    return { at: entry.time, ms: entry.ms };
  }
  return null;
}

/** The process's peak resident memory so far (VmHWM), in MB. */
export function peakRssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : null;
}
