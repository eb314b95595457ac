import { z } from "zod";
import { ADMIN_PASSWORD_MIN_LENGTH } from "#app/lib/constants.ts";

/** The account page's password change and sessions: its rules and its words. */

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: "Enter your current password.",
  currentPasswordWrong: "That is not your current password.",
  newPasswordShort: `Use at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
  newPasswordLong: "Use at most 1,024 characters.",
  newPasswordSame: "Choose a password other than your current one.",
  confirmationDiffers: "The two new passwords are not the same. Type the new password twice.",
  passwordNotChanged: "Your password was not changed. Correct the fields marked below.",
  passwordChanged: "Your password is changed. Every other device is signed out.",
  sessionEnded: "That device is signed out.",
  sessionGone: "That device was signed out already.",
  otherSessionsEnded: "Every other device is signed out.",
  noOtherSessions: "No other device is signed in.",
} as const;

const MAX_PASSWORD_LENGTH = 1024;

/** Each rule runs whatever the others say, so every field gets its message in one answer. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .max(MAX_PASSWORD_LENGTH, { error: ACCOUNT_MESSAGES.currentPasswordWrong }),
    newPassword: z
      .string()
      .min(ADMIN_PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.newPasswordShort })
      .max(MAX_PASSWORD_LENGTH, { error: ACCOUNT_MESSAGES.newPasswordLong }),
    confirmPassword: z.string(),
  })
  .refine((input) => input.newPassword === "" || input.newPassword !== input.currentPassword, {
    path: ["newPassword"],
    error: ACCOUNT_MESSAGES.newPasswordSame,
    when: () => true,
  })
  .refine((input) => input.confirmPassword === input.newPassword, {
    path: ["confirmPassword"],
    error: ACCOUNT_MESSAGES.confirmationDiffers,
    when: () => true,
  });

export type PasswordChange = z.infer<typeof passwordChangeSchema>;
