import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { checkUrl, forbiddenAddressReason, guardedLookup, SsrfError, type Resolver } from "./ssrf-guard.server.ts";

describe("forbiddenAddressReason", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.10", "private"],
    ["169.254.10.20", "link-local"],
    ["169.254.169.254", "cloud metadata"],
    ["100.100.100.200", "cloud metadata"],
    ["100.64.0.1", "shared (CGNAT)"],
    ["100.127.255.255", "shared (CGNAT)"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.5", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::ffff:127.0.0.1", "IPv4-mapped"],
    ["::ffff:7f00:1", "IPv4-mapped"],
    ["::ffff:8.8.8.8", "IPv4-mapped"],
    ["::ffff:0:127.0.0.1", "IPv4-translated"],
    ["::ffff:0:169.254.169.254", "IPv4-translated"],
    ["::ffff:0:7f00:1", "IPv4-translated"],
    ["0:0:0:0:ffff:0:a00:1", "IPv4-translated"],
    ["::127.0.0.1", "IPv4-compatible"],
    ["fc00::1", "unique-local (private)"],
    ["fd12:3456::1", "unique-local (private)"],
    ["fd00:ec2::254", "cloud metadata"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["2001:0:4136:e378::1", "Teredo"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::a9fe:a9fe", "cloud metadata"],
    ["2002:c0a8:0101::1", "private"],
    ["2002:7f00:0001::", "loopback"],
    ["localhost", "not an IP address"],
  ])("refuses %s (%s)", (address, reason) => {
    expect(forbiddenAddressReason(address)).toBe(reason);
  });

  it.each([
    "8.8.8.8",
    "93.184.216.34",
    "172.32.0.1",
    "100.128.0.1",
    "169.253.1.1",
    "223.255.255.255",
    "2606:4700::1111",
    "2a00:1450:4001::200e",
    "64:ff9b::808:808",
    "2002:0808:0808::1",
    "fe00::1",
  ])("lets the public address %s through", (address) => {
    expect(forbiddenAddressReason(address)).toBeNull();
  });
});

describe("checkUrl", () => {
  const refused =
    (url: string, options = {}) =>
    () =>
      checkUrl(new URL(url), options);

  it("accepts only http and https", () => {
    for (const url of ["ftp://example.com/", "file:///etc/passwd", "gopher://example.com/", "data:text/html,hi", "javascript:alert(1)"]) {
      expect(refused(url)).toThrow(new SsrfError("Only http and https addresses can be scraped"));
    }
    expect(refused("https://example.com/post")).not.toThrow();
  });

  it("refuses IP-literal hosts that are not public, however they are written", () => {
    expect(refused("http://127.0.0.1:8080/")).toThrow("Refused: 127.0.0.1 is not a public address (loopback)");
    expect(refused("http://169.254.169.254/latest/meta-data/")).toThrow("Refused: 169.254.169.254 is not a public address (cloud metadata)");
    expect(refused("http://[::ffff:127.0.0.1]/")).toThrow("IPv4-mapped");
    expect(refused("http://[::ffff:0:127.0.0.1]/")).toThrow("IPv4-translated");
    expect(refused("http://[::ffff:0:169.254.169.254]/")).toThrow("IPv4-translated");
    expect(refused("http://[::1]/")).toThrow("loopback");
    expect(refused("http://0.0.0.0/")).toThrow("unspecified");
    expect(refused("http://2130706433/")).toThrow("loopback");
    expect(refused("http://0x7f.1/")).toThrow("loopback");
    expect(refused("http://100.64.1.1/")).toThrow("shared (CGNAT)");
    expect(refused("http://localhost:3000/")).toThrow("Refused: localhost is not a public address (loopback)");
    expect(refused("http://app.localhost/")).toThrow("loopback");
  });

  it("lets hosts in the allow list through", () => {
    expect(refused("http://127.0.0.1:8080/", { allowHosts: ["127.0.0.1"] })).not.toThrow();
    expect(refused("http://[::1]:8080/", { allowHosts: ["::1"] })).not.toThrow();
    expect(refused("ftp://127.0.0.1/", { allowHosts: ["127.0.0.1"] })).toThrow("Only http and https");
  });
});

describe("guardedLookup", () => {
  const resolver =
    (answers: Record<string, string[]>): Resolver =>
    async (hostname) => {
      const addresses = answers[hostname];
      if (!addresses) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    };

  function lookup(hostname: string, options: { all?: boolean; family?: number }, guard: Parameters<typeof guardedLookup>[0]) {
    return new Promise<string | LookupAddress[]>((resolve, reject) => {
      guardedLookup(guard)(hostname, options, (error, address) => (error ? reject(error) : resolve(address)));
    });
  }

  const answers = {
    "public.test": ["93.184.216.34", "2606:2800:220:1::1"],
    "private.test": ["10.0.0.5"],
    "mixed.test": ["93.184.216.34", "127.0.0.1"],
    "metadata.test": ["169.254.169.254"],
    "mapped.test": ["::ffff:10.0.0.1"],
  };

  it("hands back the checked public address, in either calling convention", async () => {
    await expect(lookup("public.test", {}, { resolver: resolver(answers) })).resolves.toBe("93.184.216.34");
    await expect(lookup("public.test", { family: 6 }, { resolver: resolver(answers) })).resolves.toBe("2606:2800:220:1::1");
    await expect(lookup("public.test", { all: true }, { resolver: resolver(answers) })).resolves.toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1::1", family: 6 },
    ]);
  });

  it("refuses a host when any of its addresses is not public", async () => {
    const guard = { resolver: resolver(answers) };
    // The message names neither the address a name resolves to nor its kind.
    for (const [host, options] of [
      ["private.test", {}],
      ["mixed.test", { all: true }],
      ["metadata.test", {}],
      ["mapped.test", {}],
    ] as const) {
      await expect(lookup(host, options, guard)).rejects.toThrow(new RegExp(`^Refused: ${host.replace(".", "\\.")} is not a public address$`));
    }
    await expect(lookup("private.test", {}, guard)).rejects.toBeInstanceOf(SsrfError);
  });

  it("lets allowed hosts resolve to private addresses", async () => {
    await expect(lookup("private.test", {}, { resolver: resolver(answers), allowHosts: ["PRIVATE.test"] })).resolves.toBe("10.0.0.5");
  });

  it("passes resolution failures on", async () => {
    await expect(lookup("nowhere.test", {}, { resolver: resolver(answers) })).rejects.toMatchObject({ code: "ENOTFOUND" });
  });
});
