import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { workLimiter } from "#app/lib/work-limiter.ts";

/**
 * scrypt cost parameters for new hashes: OWASP's recommendation (N = 2^17, r = 8, p = 1; 128 MiB
 * of memory per hash). Stored in each hash, so an older, cheaper hash still verifies and is
 * replaced at its next successful sign-in (needsRehash).
 */
const PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads (/media) share: unbounded, 40
 * sign-ins at once held the pool for seconds and took 128 MiB each. One runs at a time, a few wait
 * their turn (about two seconds' worth), and any more are refused with WorkQueueFullError. One, not
 * two: on two cores, two derivations left the server no core, and an image fetched during 40 wrong
 * sign-ins waited up to 14.6 s instead of 1.1 s (`npm run faults`, load average 11).
 */
const scryptSlots = workLimiter({ concurrency: 1, maxWaiting: 8 });

/** Whether a password check now would be refused, so a flood of sign-ins can be refused before any work. */
export const passwordChecksFull = (): boolean => scryptSlots.full();

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return scryptSlots.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** "scrypt$N$r$p$salt$key" with base64url salt and key: everything needed to verify later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_LENGTH, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseHash(hash: string): ParsedHash | null {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const key = Buffer.from(parts[5] ?? "", "base64url");
  const valid = [N, r, p].every((value) => Number.isInteger(value) && value! > 0) && salt.length > 0 && key.length > 0;
  return valid ? { N: N!, r: r!, p: p!, salt, key } : null;
}

/** Whether a hash was made with other parameters than new hashes get, and should be made again. */
export function needsRehash(hash: string): boolean {
  const parsed = parseHash(hash);
  return !parsed || parsed.N !== PARAMETERS.N || parsed.r !== PARAMETERS.r || parsed.p !== PARAMETERS.p;
}

/** Whether `password` matches `hash`, compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification and answers false: used for unknown addresses so
 * the time taken does not tell whether an administrator exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  // A hash refused while the queue was full is made again next time.
  dummyHash ??= hashPassword(randomBytes(16).toString("hex")).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
  return false;
}
