import { expect, it } from "vitest";
import { formatRecoveryCode, recoveryCodeFrom, recoveryCodesText, totpCodeFrom } from "./two-factor-rules.ts";

it("reads a 6-digit code typed with spaces or a dash, and nothing else", () => {
  expect(totpCodeFrom(" 123 456 ")).toBe("123456");
  expect(totpCodeFrom("123-456")).toBe("123456");
  expect(totpCodeFrom("12345")).toBeNull();
  expect(totpCodeFrom("1234567")).toBeNull();
  expect(totpCodeFrom("12345a")).toBeNull();
});

it("reads a recovery code in any case, with or without its dashes, and refuses letters it never uses", () => {
  expect(recoveryCodeFrom("abcd-efgh-jkmn-pqrs")).toBe("ABCDEFGHJKMNPQRS");
  expect(recoveryCodeFrom("ABCDEFGHJKMNPQRS")).toBe("ABCDEFGHJKMNPQRS");
  expect(recoveryCodeFrom("ABCDEFGHIKMNPQRS")).toBeNull();
  expect(recoveryCodeFrom("ABCD-EFGH")).toBeNull();
  expect(formatRecoveryCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
});

it("writes the recovery codes as a text file: the account, what they are, one code a line", () => {
  const text = recoveryCodesText(["0123456789ABCDEF", "GHJKMNPQRSTVWXYZ"], "admin@lakefront.test");
  expect(text).toBe(
    "Lakefront recovery codes for admin@lakefront.test\nEach code signs you in once when your authenticator app is not at hand.\n\n0123-4567-89AB-CDEF\nGHJK-MNPQ-RSTV-WXYZ\n",
  );
});
