import { describe, expect, it } from "vitest";
import { loggedUrl } from "./logged-url.ts";

describe("loggedUrl", () => {
  it("keeps only the names of the admin's query parameters", () => {
    expect(loggedUrl("/admin/leads?q=ada%40example.com&type=contact&q=2")).toBe("/admin/leads?q&type");
    expect(loggedUrl("/admin/leads/export.csv?q=704-555-0199")).toBe("/admin/leads/export.csv?q");
    expect(loggedUrl("/admin?q=x")).toBe("/admin?q");
    expect(loggedUrl("/admin.data?q=x")).toBe("/admin.data?q");
    expect(loggedUrl("https://lakefrontnc.com/admin/leads?q=ada%40example.com")).toBe("https://lakefrontnc.com/admin/leads?q");
    expect(loggedUrl("/admin/leads?")).toBe("/admin/leads");
  });

  it("leaves every other URL as it is", () => {
    expect(loggedUrl("/the-lake-advisor?q=docks&page=2")).toBe("/the-lake-advisor?q=docks&page=2");
    expect(loggedUrl("/administrator?q=x")).toBe("/administrator?q=x");
    expect(loggedUrl("/admin/leads")).toBe("/admin/leads");
    expect(loggedUrl("https://lakefrontnc.com/?utm_source=admin")).toBe("https://lakefrontnc.com/?utm_source=admin");
  });
});
