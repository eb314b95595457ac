import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A server process's wall clock, moved on by the test (its timers keep real time): the server runs
 * with Debian's libfaketime, which reads the offset from a file at every clock read. A journey that
 * needs a later time (a new TOTP step) moves the clock instead of waiting for it.
 */
export function serverClock(dir: string) {
  const library = readdirSync("/usr/lib")
    .map((arch) => `/usr/lib/${arch}/faketime/libfaketime.so.1`)
    .find((candidate) => existsSync(candidate));
  if (!library) throw new Error("The server's clock needs Debian's libfaketime: sudo apt-get install libfaketime");
  const file = path.join(dir, "faketime.rc");
  let offsetSeconds = 0;
  writeFileSync(file, "+0s");
  return {
    env: { LD_PRELOAD: library, FAKETIME_TIMESTAMP_FILE: file, FAKETIME_NO_CACHE: "1", FAKETIME_DONT_FAKE_MONOTONIC: "1" },
    /** The server's time now, in milliseconds. */
    now: () => Date.now() + offsetSeconds * 1000,
    advance(seconds: number) {
      offsetSeconds += seconds;
      writeFileSync(file, `+${offsetSeconds}s`);
    },
  };
}
