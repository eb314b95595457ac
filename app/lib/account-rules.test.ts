import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-fields.ts";
import { ACCOUNT_MESSAGES, passwordChangeSchema } from "./account-rules.ts";

const errorsOf = (input: Record<string, string>) => {
  const parsed = passwordChangeSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("passwordChangeSchema", () => {
  it("accepts a new password of 12 characters or more, typed twice", () => {
    expect(errorsOf({ currentPassword: "the old one!", newPassword: "twelve chars", confirmPassword: "twelve chars" })).toEqual({});
  });

  it("asks for the current password, 12 characters and the same new password twice, all in one answer", () => {
    expect(errorsOf({ currentPassword: "", newPassword: "eleven char", confirmPassword: "eleven chars" })).toEqual({
      currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired,
      newPassword: ACCOUNT_MESSAGES.newPasswordShort,
      confirmPassword: ACCOUNT_MESSAGES.confirmationDiffers,
    });
  });

  it("refuses the current password as the new one", () => {
    const same = "correct horse battery staple";
    expect(errorsOf({ currentPassword: same, newPassword: same, confirmPassword: same })).toEqual({ newPassword: ACCOUNT_MESSAGES.newPasswordSame });
  });

  it("refuses a new password longer than sign-in reads", () => {
    const long = "x".repeat(1025);
    expect(errorsOf({ currentPassword: "the old one!", newPassword: long, confirmPassword: long })).toEqual({ newPassword: ACCOUNT_MESSAGES.newPasswordLong });
  });
});
