import type * as NodeCrypto from "node:crypto";
import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";

// Counts the scrypt derivations running at once; each still runs the real scrypt.
const running = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    running.now++;
    running.most = Math.max(running.most, running.now);
    (crypto.scrypt as (...all: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      running.now--;
      done(error, key);
    });
  };
  return { ...crypto, scrypt, default: { ...crypto, scrypt } };
});

const { hashPassword, passwordChecksFull, verifyPassword } = await import("./passwords.server.ts");
const { WorkQueueFullError } = await import("#app/lib/work-limiter.ts");

afterEach(() => {
  running.most = 0;
});

describe("password checks at once (issue 33)", () => {
  it("40 wrong passwords at once: one derivation runs at a time, a few wait, the rest are refused at once, and file reads are not held up", async () => {
    const hash = await hashPassword("the right password");
    running.most = 0;
    let firstChecked = Number.POSITIVE_INFINITY;
    let fileRead = Number.POSITIVE_INFINITY;
    const checks = Array.from({ length: 40 }, (_, i) =>
      verifyPassword(`wrong password ${i}`, hash).then(
        (valid) => {
          firstChecked = Math.min(firstChecked, performance.now());
          return valid;
        },
        (error: unknown) => error,
      ),
    );
    expect(passwordChecksFull()).toBe(true);
    // A file read (as /media serves) shares libuv's thread pool with scrypt.
    const read = readFile(new URL(import.meta.url)).then(() => (fileRead = performance.now()));
    const outcomes = await Promise.all(checks);
    await read;

    expect(running.most).toBe(1);
    const checked = outcomes.filter((outcome) => outcome === false);
    const refused = outcomes.filter((outcome) => outcome instanceof WorkQueueFullError);
    expect(checked.length + refused.length).toBe(40);
    expect(checked.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThan(0);
    // The read was not queued behind the derivations: it finished before the first of them did.
    expect(fileRead).toBeLessThan(firstChecked);
    // Once the queue has room again, a check runs.
    expect(passwordChecksFull()).toBe(false);
    expect(await verifyPassword("the right password", hash)).toBe(true);
  }, 60_000);
});
