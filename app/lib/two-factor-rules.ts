/** Two-step sign-in for administrators (docs/decisions/039): its limits, its words, and how a typed code is read. */

export const TWO_FACTOR = {
  /** How long a sign-in may wait between its password and its code. */
  pendingSignInMs: 5 * 60_000,
  /** Codes one pending sign-in may try before its password must be given again. */
  attemptsPerPendingSignIn: 5,
  recoveryCodeCount: 10,
  /** Characters of a recovery code: 16 of Crockford's base32, 80 random bits. */
  recoveryCodeLength: 16,
  /** The authenticator's name for the account. */
  issuer: "Lakefront",
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  invalidCode: "That code is not right. Enter the 6-digit code your authenticator app shows now, or an unused recovery code.",
  reusedCode: "That code has been used already. Wait for the next code in your authenticator app.",
  tooManyCodes: "Too many wrong codes. Please sign in again.",
  expired: "Your sign-in waited too long for its code. Please sign in again.",
  enrolmentPassword: "Enter your password to turn on two-step sign-in.",
  wrongPassword: "That password is not right.",
  enrolmentCode: "Enter the 6-digit code your authenticator app shows for Lakefront.",
  enrolmentInvalid: "That code is not right. Check the app shows the Lakefront account you just added, and enter its current code.",
  noEnrolment: "Start the setup again: there is no secret waiting for its first code.",
  enabled: "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
  alreadyEnabled: "Two-step sign-in is on already.",
  started: "Scan the QR code with your authenticator app, then enter the code it shows.",
  cancelled: "Setup cancelled. Two-step sign-in stays off.",
  regenerated: "New recovery codes made. The old ones no longer work.",
  disabled: "Two-step sign-in is off.",
  notEnabled: "Two-step sign-in is off already.",
  currentCode: "Enter the current 6-digit code from your authenticator app.",
  passwordOrCode: "Enter your password or the current 6-digit code from your authenticator app.",
  wrongPasswordOrCode: "That is neither your password nor the current code from your authenticator app.",
  unknownAction: "Send one of the page's buttons.",
} as const;

/** A TOTP code as typed, without spaces; six digits or null. */
export function totpCodeFrom(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/** A recovery code as typed, in its canonical form (upper case, no dashes or spaces), or null. */
export function recoveryCodeFrom(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  return new RegExp(`^[0-9A-HJKMNP-TV-Z]{${TWO_FACTOR.recoveryCodeLength}}$`).test(code) ? code : null;
}

/** A recovery code in groups of four, as shown. */
export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** The recovery codes as the text file and the clipboard get them. */
export function recoveryCodesText(codes: readonly string[], email: string): string {
  return [
    `${TWO_FACTOR.issuer} recovery codes for ${email}`,
    "Each code signs you in once when your authenticator app is not at hand.",
    "",
    ...codes.map(formatRecoveryCode),
    "",
  ].join("\n");
}

export const RECOVERY_CODES_FILE_NAME = "lakefront-recovery-codes.txt";
