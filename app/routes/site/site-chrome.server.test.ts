import { describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import { renderSiteChrome } from "./site-chrome.server.tsx";

const towns = [{ slug: "cornelius", name: "Cornelius", description: "On the lake.", image: "/images/cornelius.jpg", heroImage: "/images/cornelius.jpg" }];
const chrome = (pathname: string, extra: Partial<Parameters<typeof renderSiteChrome>[0]> = {}) =>
  renderSiteChrome({ settings: siteSettingsSeed, towns, year: 2026, siteHost: "lakefrontnc.com", pathname, returned: null, ...extra });
const current = (markup: string) => [...markup.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((match) => match[1]);

describe("the site chrome", () => {
  it("marks the page's own section in the header, and is the same after it for every section", () => {
    const about = chrome("/about");
    const post = chrome("/the-lake-advisor/dock-season");
    expect(current(about.top)).toEqual(["/about", "/about"]);
    expect(current(post.top)).toEqual(["/the-lake-advisor", "/the-lake-advisor"]);
    expect(post.bottom).toBe(about.bottom);
    expect(about.bottom).toContain('href="/neighborhood/cornelius"');
  });

  it("shows a contact form given back to its visitor only, never to the next one", () => {
    const before = chrome("/");
    const returned = { kind: "contact" as const, values: { firstName: "Zelda", message: "Call me about 12 Harbor Lane" }, errors: {} };
    const theirs = chrome("/", { returned });
    expect(theirs.top).toContain("12 Harbor Lane");
    expect(theirs.top).toMatch(/<dialog[^>]* open=""/);
    const next = chrome("/");
    expect(next.top).toBe(before.top);
    expect(next.top).not.toContain("Zelda");
  });

  it("puts every dialog before the buttons that open it, so a tap while the page arrives finds it", () => {
    const { top, bottom } = chrome("/");
    const markup = `${top}<main></main>${bottom}`;
    for (const dialog of ["contact-dialog", "search-dialog"]) {
      const openers = [...markup.matchAll(new RegExp(`commandfor="${dialog}" command="show-modal"`, "g"))];
      expect(openers.length, dialog).toBeGreaterThan(0);
      for (const opener of openers) expect(markup.indexOf(`<dialog id="${dialog}"`), dialog).toBeLessThan(opener.index);
    }
  });

  it("names the agent, the broker's license and the firm's in the contact dialog (21 NCAC 58A .0105)", () => {
    const { top, bottom } = chrome("/");
    const dialog = /<dialog id="contact-dialog"[\s\S]*?<\/dialog>/.exec(top + bottom)?.[0] ?? "";
    for (const text of [siteSettingsSeed.agent.name, siteSettingsSeed.agent.licenseNumber, siteSettingsSeed.firm.name, siteSettingsSeed.firm.licenseNumber]) {
      expect(dialog).toContain(text);
    }
  });

  it("follows a change of the settings at once: what it shows is its key", () => {
    const phone = "(704) 555-0199";
    expect(chrome("/").bottom).not.toContain(phone);
    expect(chrome("/", { settings: { ...siteSettingsSeed, phone } }).bottom).toContain(phone);
  });

  it("gives its useId() ids (the tooltips') a prefix of its own, apart from the page's", () => {
    const ids = [...chrome("/").bottom.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]).filter((id) => id?.startsWith("_"));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain("chrome-");
  });
});
