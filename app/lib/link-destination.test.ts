import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";
import { linkDestinationProblem, LINK_DESTINATION_MESSAGES } from "./link-destination.ts";
import { linkMarkdown } from "./post-editor-rules.ts";

describe("linkDestinationProblem", () => {
  it("takes what the page keeps as a working link", () => {
    for (const url of [
      "https://www.duke-energy.com/lake-services",
      "HTTP://x.test",
      "mailto:meredith@example.com",
      "/the-lake-advisor",
      "#permits",
      "?page=2",
      "../about",
      "xmpp:agent@example.com",
      "/a:b",
      "#x:y",
    ]) {
      expect(linkDestinationProblem(url), url).toBeNull();
      expect(renderMarkdown(linkMarkdown("a", url)), url).toContain("href=");
    }
  });

  it("says why a link would be stripped or broken, for each thing the page would not keep", () => {
    expect(linkDestinationProblem(" javascript:alert(1)")).toBe(LINK_DESTINATION_MESSAGES.protocol("javascript"));
    expect(linkDestinationProblem("JavaScript:alert(1)")).toBe(LINK_DESTINATION_MESSAGES.protocol("javascript"));
    expect(linkDestinationProblem("data:text/html,<b>")).toBe(LINK_DESTINATION_MESSAGES.protocol("data"));
    expect(linkDestinationProblem("tel:7045550100")).toBe(LINK_DESTINATION_MESSAGES.protocol("tel"));
    expect(linkDestinationProblem("www.duke-energy.com/lake-services")).toBe(LINK_DESTINATION_MESSAGES.bareDomain("www.duke-energy.com/lake-services"));
    expect(linkDestinationProblem("duke-energy.com")).toBe(LINK_DESTINATION_MESSAGES.bareDomain("duke-energy.com"));
    expect(linkDestinationProblem("meredith@example.com")).toBe(LINK_DESTINATION_MESSAGES.bareEmail("meredith@example.com"));
    // A host before a port, where the sanitiser reads a protocol; a domain in any script.
    for (const url of ["localhost:3000", "duke-energy.com:8080/x", "127.0.0.1:8080", "[::1]:3000", "bücher.de"]) {
      expect(linkDestinationProblem(url), url).toBe(LINK_DESTINATION_MESSAGES.bareDomain(url));
    }
    expect(linkDestinationProblem("://x.com")).toBe(LINK_DESTINATION_MESSAGES.bareDomain("x.com"));
    expect(linkDestinationProblem("javascript\t:alert(1)")).toBe(LINK_DESTINATION_MESSAGES.protocol("javascript"));
    // What each of them becomes on the page: no link, or one to a path of this site.
    expect(renderMarkdown(linkMarkdown("a", "javascript:alert(1)"))).not.toContain("href=");
    expect(renderMarkdown(linkMarkdown("a", "duke-energy.com"))).toContain('href="duke-energy.com"');
    for (const url of ["localhost:3000", "127.0.0.1:8080", "[::1]:3000", "://x.com", "javascript\t:alert(1)"]) {
      expect(renderMarkdown(linkMarkdown("a", url)), url).not.toContain("href=");
    }
  });
});
