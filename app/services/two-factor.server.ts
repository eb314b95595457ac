import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { Db } from "#app/db/client.server.ts";
import type { Administrator } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { recoveryCodeFrom, totpCodeFrom, TWO_FACTOR } from "#app/lib/two-factor-rules.ts";
import { activatePendingTotpSecret, claimTotpTimeStep, clearTotp, replaceTotpSecret, setPendingTotpSecret } from "#app/models/administrators.server.ts";
import { deletePendingSignInsOf } from "#app/models/pending-sign-ins.server.ts";
import {
  consumeRecoveryCode,
  countUnusedRecoveryCodes,
  deleteRecoveryCodesOf,
  listUnusedRecoveryCodes,
  replaceRecoveryCodes,
} from "#app/models/recovery-codes.server.ts";
import { deleteSessionsOf } from "#app/models/sessions.server.ts";

/*
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s, the authenticator apps' defaults) for administrators,
 * with one-time recovery codes; docs/decisions/039. The secret is stored encrypted and never logged.
 */

/** A code of the step before or after the server's is accepted: one step of clock drift either way. */
const EPOCH_TOLERANCE_SECONDS = 30;

/** The RFC 6238 time step the code belongs to, or null; a step at or before `afterTimeStep` is refused. */
async function codeTimeStep(secret: string, token: string, afterTimeStep?: number): Promise<number | null> {
  const result = await verify({ secret, token, epochTolerance: EPOCH_TOLERANCE_SECONDS, afterTimeStep });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

// --- The secret at rest: AES-256-GCM under a key derived from SESSION_SECRET --------------------

const ENCRYPTION_VERSION = "v1";

function encryptionKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "lakefront", "totp-secret-encryption", 32));
}

/** "v1.iv.ciphertext.tag" (base64url), encrypted with the first SESSION_SECRET. */
export function encryptTotpSecret(secret: string, sessionSecrets: readonly string[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(sessionSecrets[0]!), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [ENCRYPTION_VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/**
 * The secret, trying each SESSION_SECRET in turn (rotation); `current` says whether the first
 * one opened it. Null when none does (the secrets were replaced: `npm run admin:create -- --reset-2fa`).
 */
export function decryptTotpSecret(stored: string, sessionSecrets: readonly string[]): { secret: string; current: boolean } | null {
  const [version, iv, ciphertext, tag] = stored.split(".");
  if (version !== ENCRYPTION_VERSION || !iv || !ciphertext || !tag) return null;
  for (const [index, sessionSecret] of sessionSecrets.entries()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", encryptionKey(sessionSecret), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const secret = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
      return { secret, current: index === 0 };
    } catch {
      // not this key
    }
  }
  return null;
}

// --- Recovery codes: 80 random bits each, kept as a salted SHA-256 -------------------------------

const RECOVERY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function newRecoveryCode(): string {
  return Array.from({ length: TWO_FACTOR.recoveryCodeLength }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
}

/** "sha256$salt$hash": with 80 random bits a code needs no slow hash; the salt keeps equal codes apart. */
export function hashRecoveryCode(code: string, salt = randomBytes(16)): string {
  const hash = createHash("sha256").update(salt).update(code).digest();
  return ["sha256", salt.toString("base64url"), hash.toString("base64url")].join("$");
}

function recoveryCodeMatches(code: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "sha256" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = createHash("sha256").update(Buffer.from(salt, "base64url")).update(code).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Ten new codes for the administrator, replacing the old ones; answers them, for showing once. */
export async function issueRecoveryCodes(db: Db, administratorId: string): Promise<string[]> {
  const codes = Array.from({ length: TWO_FACTOR.recoveryCodeCount }, newRecoveryCode);
  await replaceRecoveryCodes(
    db,
    administratorId,
    codes.map((code) => hashRecoveryCode(code)),
  );
  return codes;
}

async function spendRecoveryCode(db: Db, administratorId: string, code: string): Promise<boolean> {
  const match = (await listUnusedRecoveryCodes(db, administratorId)).find((row) => recoveryCodeMatches(code, row.codeHash));
  return match ? consumeRecoveryCode(db, match.id) : false;
}

// --- Codes from the app --------------------------------------------------------------------------

export type CodeOutcome = "ok" | "invalid" | "reused";

type TotpAdministrator = Pick<Administrator, "id" | "totpSecret" | "totpLastTimeStep">;

function openSecret(administrator: TotpAdministrator, sessionSecrets: readonly string[]) {
  if (!administrator.totpSecret) return null;
  const opened = decryptTotpSecret(administrator.totpSecret, sessionSecrets);
  if (!opened)
    logger.error(
      { administratorId: administrator.id },
      "the two-step sign-in secret cannot be decrypted with SESSION_SECRET; reset it with npm run admin:create -- --reset-2fa",
    );
  return opened;
}

/**
 * Checks a 6-digit code against the active secret, within one step of drift, and records its time
 * step so the same code (or an older one) is refused afterwards, even by another instance.
 */
export async function verifyTotpCode(db: Db, sessionSecrets: readonly string[], administrator: TotpAdministrator, code: string): Promise<CodeOutcome> {
  const opened = openSecret(administrator, sessionSecrets);
  if (!opened) return "invalid";
  const afterTimeStep = administrator.totpLastTimeStep ?? undefined;
  const timeStep = await codeTimeStep(opened.secret, code, afterTimeStep);
  if (timeStep === null) return afterTimeStep !== undefined && (await codeTimeStep(opened.secret, code)) !== null ? "reused" : "invalid";
  if (!(await claimTotpTimeStep(db, administrator.id, timeStep))) return "reused";
  if (!opened.current) await replaceTotpSecret(db, administrator.id, administrator.totpSecret!, encryptTotpSecret(opened.secret, sessionSecrets));
  return "ok";
}

/** A 6-digit code from the app, or an unused recovery code (which is used up by this). */
export async function verifySecondFactor(db: Db, sessionSecrets: readonly string[], administrator: TotpAdministrator, typed: string): Promise<CodeOutcome> {
  const totp = totpCodeFrom(typed);
  if (totp) return verifyTotpCode(db, sessionSecrets, administrator, totp);
  const recovery = recoveryCodeFrom(typed);
  return recovery && (await spendRecoveryCode(db, administrator.id, recovery)) ? "ok" : "invalid";
}

// --- Enrolment ----------------------------------------------------------------------------------

/** A new secret, kept encrypted as pending (not in force) until a code from it confirms it. */
export async function startEnrolment(db: Db, sessionSecrets: readonly string[], administratorId: string): Promise<void> {
  await setPendingTotpSecret(db, administratorId, encryptTotpSecret(generateSecret(), sessionSecrets));
}

export async function cancelEnrolment(db: Db, administratorId: string): Promise<void> {
  await setPendingTotpSecret(db, administratorId, null);
}

/** The QR code's dark modules as one SVG path, rendered by React: no markup from outside. */
function qrCodePath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start + quiet} ${row + quiet}h${col - start}v1h${start - col}z`);
    }
  }
  return { path: parts.join(""), size: modules.size + 2 * quiet };
}

export type TwoFactorState = {
  enabled: boolean;
  unusedRecoveryCodes: number;
  /** While enrolling: the pending secret for manual entry and its QR code. Never once enabled. */
  enrolment: { secret: string; uri: string; qr: { path: string; size: number } } | null;
};

export async function twoFactorState(db: Db, sessionSecrets: readonly string[], administrator: Administrator): Promise<TwoFactorState> {
  if (administrator.totpSecret) {
    return { enabled: true, unusedRecoveryCodes: await countUnusedRecoveryCodes(db, administrator.id), enrolment: null };
  }
  const pending = administrator.totpPendingSecret ? decryptTotpSecret(administrator.totpPendingSecret, sessionSecrets) : null;
  if (!pending) return { enabled: false, unusedRecoveryCodes: 0, enrolment: null };
  const uri = generateURI({ issuer: TWO_FACTOR.issuer, label: administrator.email, secret: pending.secret });
  return { enabled: false, unusedRecoveryCodes: 0, enrolment: { secret: pending.secret, uri, qr: qrCodePath(uri) } };
}

export type ConfirmOutcome = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "no-enrolment" | "invalid" };

/** A correct code from the pending secret puts it in force and issues the recovery codes. */
export async function confirmEnrolment(db: Db, sessionSecrets: readonly string[], administrator: Administrator, typed: string): Promise<ConfirmOutcome> {
  const stored = administrator.totpPendingSecret;
  const pending = stored && !administrator.totpSecret ? decryptTotpSecret(stored, sessionSecrets) : null;
  if (!stored || !pending) return { ok: false, reason: "no-enrolment" };
  const code = totpCodeFrom(typed);
  const timeStep = code ? await codeTimeStep(pending.secret, code) : null;
  if (timeStep === null) return { ok: false, reason: "invalid" };
  if (!(await activatePendingTotpSecret(db, administrator.id, stored, timeStep))) return { ok: false, reason: "no-enrolment" };
  return { ok: true, recoveryCodes: await issueRecoveryCodes(db, administrator.id) };
}

/** Two-step sign-in off: the secrets, recovery codes and sign-ins waiting for a code go. */
export async function turnOffTwoFactor(db: Db, administratorId: string): Promise<void> {
  await clearTotp(db, administratorId);
  await deleteRecoveryCodesOf(db, administratorId);
  await deletePendingSignInsOf(db, administratorId);
}

/** For a locked-out administrator (`npm run admin:create -- --reset-2fa`): off, and every session ends. */
export async function resetTwoFactor(db: Db, administratorId: string): Promise<void> {
  await turnOffTwoFactor(db, administratorId);
  await deleteSessionsOf(db, administratorId);
}
