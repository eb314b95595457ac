import { describe, expect, it } from "vitest";
import { contactSchema, fieldErrors, inquirySchema, isHttpOrSitePath, postDraftSchema, postPublishSchema } from "./schemas.ts";

const valid = {
  firstName: " Ada ",
  lastName: "Lovelace",
  phone: "(704) 555-0199",
  email: "ada@example.com",
  meetingType: "zoom",
  message: "",
};

describe("contactSchema", () => {
  it("accepts a complete submission and trims it", () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, firstName: "Ada" });
  });

  it("requires first name, last name, mobile phone, email and meeting type; the message is optional", () => {
    const result = contactSchema.safeParse({ firstName: "", lastName: "  ", phone: "", email: "", meetingType: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      phone: "Phone is required",
      email: "Email is required",
      meetingType: "Choose a meeting type",
    });
    const { message, ...withoutMessage } = valid;
    expect(message).toBe("");
    expect(contactSchema.parse(withoutMessage).message).toBe("");
  });

  it("accepts only the three meeting types", () => {
    for (const meetingType of ["in-person", "zoom", "clarity"]) {
      expect(contactSchema.safeParse({ ...valid, meetingType }).success).toBe(true);
    }
    expect(contactSchema.safeParse({ ...valid, meetingType: "property-inquiry" }).success).toBe(false);
  });

  it("rejects a malformed email or phone", () => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, email: "ada@" }).error!)).toEqual({
      email: "Enter a valid email address",
    });
    expect(fieldErrors(contactSchema.safeParse({ ...valid, phone: "call me" }).error!)).toEqual({
      phone: "Enter a valid phone number",
    });
  });

  it("bounds every field", () => {
    expect(contactSchema.safeParse({ ...valid, message: "x".repeat(5001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, firstName: "x".repeat(101) }).success).toBe(false);
  });
});

describe("inquirySchema", () => {
  it("requires the person and the address, not the message", () => {
    const { meetingType, ...person } = valid;
    expect(meetingType).toBe("zoom");
    expect(inquirySchema.safeParse({ ...person, address: "123 Lake Shore Dr" }).success).toBe(true);
    expect(fieldErrors(inquirySchema.safeParse({ ...person, address: "" }).error!)).toEqual({
      address: "The property address is missing",
    });
  });
});

describe("post write schemas", () => {
  const draft = { title: "  Dock Permits ", slug: "dock-permits" };

  it("a draft needs a title and a valid slug; everything else may be empty", () => {
    const parsed = postDraftSchema.parse({ ...draft, heroImageUrl: "", seoTitle: " ", canonicalUrl: "", publishedAt: "" });
    expect(parsed).toMatchObject({
      title: "Dock Permits",
      excerpt: "",
      content: "",
      heroImageUrl: null,
      seoTitle: null,
      canonicalUrl: null,
      categories: [],
      tags: [],
      featured: false,
      publishedAt: null,
      authorName: "Meredith Vance",
    });
    const missing = postDraftSchema.safeParse({ title: " ", slug: "" });
    expect(fieldErrors(missing.error!)).toEqual({ title: "Title is required", slug: "Slug is required" });
  });

  it("rejects a slug that slugify would not produce", () => {
    for (const slug of ["Dock Permits", "dock--permits", "-dock", "dock/permits", "dock-"]) {
      const result = postDraftSchema.safeParse({ ...draft, slug });
      expect(result.success, slug).toBe(false);
      expect(fieldErrors(result.error!).slug).toBe("Slug may use only lower-case letters, digits, hyphens and underscores");
    }
    expect(postDraftSchema.safeParse({ ...draft, slug: "dock_permits-2" }).success).toBe(true);
  });

  it("publishing needs title, slug, excerpt and content with the spec's messages", () => {
    const result = postPublishSchema.safeParse({ title: "", slug: " ", excerpt: "  ", content: " \n " });
    expect(fieldErrors(result.error!)).toEqual({
      title: "Title is required",
      slug: "Slug is required",
      excerpt: "Excerpt is required",
      content: "Content is required",
    });
    expect(postPublishSchema.safeParse({ ...draft, excerpt: "E", content: "C" }).success).toBe(true);
  });

  it("caps the excerpt at 300 characters", () => {
    expect(postDraftSchema.safeParse({ ...draft, excerpt: "x".repeat(300) }).success).toBe(true);
    const result = postPublishSchema.safeParse({ ...draft, content: "C", excerpt: "x".repeat(301) });
    expect(fieldErrors(result.error!).excerpt).toBe("Excerpt must be at most 300 characters");
  });

  it("accepts http(s) and site-relative image and canonical addresses only", () => {
    expect(postDraftSchema.parse({ ...draft, heroImageUrl: "/media/a.webp" }).heroImageUrl).toBe("/media/a.webp");
    expect(postDraftSchema.parse({ ...draft, canonicalUrl: "https://x.test/p" }).canonicalUrl).toBe("https://x.test/p");
    for (const bad of ["javascript:alert(1)", "//evil.test/a.png", "data:image/png;base64,AA", "not a url", "ftp://x.test/a"]) {
      expect(postDraftSchema.safeParse({ ...draft, heroImageUrl: bad }).success, bad).toBe(false);
      expect(postDraftSchema.safeParse({ ...draft, canonicalUrl: bad }).success, bad).toBe(false);
    }
    expect(isHttpOrSitePath("http://lakefrontnc.com")).toBe(true);
  });

  it("trims categories and tags and drops blank and duplicate entries", () => {
    const parsed = postDraftSchema.parse({ ...draft, categories: [" Local Events ", "", "local events", "Market Insights"], tags: ["  ", "dock"] });
    expect(parsed.categories).toEqual(["Local Events", "Market Insights"]);
    expect(parsed.tags).toEqual(["dock"]);
  });

  it("takes the publish date as ISO 8601 with an offset", () => {
    expect(postDraftSchema.parse({ ...draft, publishedAt: "2026-05-01T10:00:00.000Z" }).publishedAt).toEqual(new Date("2026-05-01T10:00:00Z"));
    expect(postDraftSchema.parse({ ...draft, publishedAt: "2026-05-01T10:00:00-04:00" }).publishedAt).toEqual(new Date("2026-05-01T14:00:00Z"));
    expect(fieldErrors(postDraftSchema.safeParse({ ...draft, publishedAt: "next tuesday" }).error!).publishedAt).toBe("Enter a valid publish date");
  });
});
