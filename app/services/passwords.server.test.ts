import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords.server.ts";

describe("password hashes", () => {
  it("verify the right password and refuse a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("are scrypt at OWASP's cost (N = 2^17, r = 8, p = 1) with a random salt, never the password", async () => {
    const [first, second] = await Promise.all([hashPassword("same password!"), hashPassword("same password!")]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(needsRehash(first)).toBe(false);
    expect(needsRehash(first.replace("$131072$", "$32768$"))).toBe(true);
    expect(first).not.toBe(second);
    expect(first).not.toContain("same password");
    expect(await verifyPassword("same password!", second)).toBe(true);
  });

  it("honour the parameters stored in an older hash", async () => {
    const hash = await hashPassword("parameters travel");
    const [, , r, p, salt] = hash.split("$");
    // Re-derive with a lower cost and store it the same way: verification must read N from the hash.
    const { scryptSync } = await import("node:crypto");
    const key = scryptSync("parameters travel", Buffer.from(salt!, "base64url"), 32, { N: 1024, r: Number(r), p: Number(p) });
    const older = ["scrypt", 1024, r, p, salt, key.toString("base64url")].join("$");
    expect(await verifyPassword("parameters travel", older)).toBe(true);
    expect(await verifyPassword("parameters travel!", older)).toBe(false);
  });

  it("never match a malformed hash", async () => {
    for (const hash of ["", "plain", "scrypt$x$8$1$abc$def", "bcrypt$16384$8$1$abc$def", "scrypt$16384$8$1$$"]) {
      expect(await verifyPassword("anything", hash)).toBe(false);
    }
  });

  it("the dummy check always fails", async () => {
    expect(await verifyAgainstDummy("correct horse battery staple")).toBe(false);
  });
});
