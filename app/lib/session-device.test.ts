import { describe, expect, it } from "vitest";
import { deviceFromUserAgent, sessionAddress } from "./session-device.ts";

describe("deviceFromUserAgent", () => {
  it.each([
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on macOS"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari on macOS"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
      "Chrome on iOS",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome on Linux"],
    ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on ChromeOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0", "Opera on Windows"],
  ])("names %s as %s", (userAgent, device) => {
    expect(deviceFromUserAgent(userAgent)).toBe(device);
  });

  it("says what it can of an unknown browser, and never repeats the header", () => {
    expect(deviceFromUserAgent("curl/8.5.0")).toBe("Unknown device");
    expect(deviceFromUserAgent(null)).toBe("Unknown device");
    expect(deviceFromUserAgent("SomeBot/1.0 (Linux)")).toBe("A browser on Linux");
    expect(deviceFromUserAgent("<script>alert(1)</script>")).toBe("Unknown device");
  });
});

describe("sessionAddress", () => {
  it("shows an IPv4-mapped address as IPv4 and keeps every other address", () => {
    expect(sessionAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(sessionAddress("::FFFF:203.0.113.9")).toBe("203.0.113.9");
    expect(sessionAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(sessionAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(sessionAddress("::ffff:7f00:1")).toBe("::ffff:7f00:1");
  });
});
