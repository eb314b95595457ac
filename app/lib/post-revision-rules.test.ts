import { describe, expect, it } from "vitest";
import { revisionDiff, type RevisionText } from "./post-revision-rules.ts";

const text = (changes: Partial<RevisionText> = {}): RevisionText => ({
  title: "Dock Days",
  slug: "dock-days",
  excerpt: "An excerpt.",
  content: "First paragraph.\n\nSecond paragraph.",
  seoTitle: null,
  seoDescription: null,
  canonicalUrl: null,
  ...changes,
});

const sideOf = (parts: ReturnType<typeof revisionDiff>[number]["parts"], side: "current" | "revision") =>
  parts
    .filter((part) => part.change !== (side === "current" ? "added" : "removed"))
    .map((part) => part.value)
    .join("");

describe("revisionDiff", () => {
  it("compares field by field, in the editor's order, and marks the unchanged ones", () => {
    const fields = revisionDiff(text(), text({ title: "Dock Nights", seoTitle: "Dock Nights | Lake" }));
    expect(fields.map((field) => [field.name, field.changed])).toEqual([
      ["title", true],
      ["slug", false],
      ["excerpt", false],
      ["content", false],
      ["seoTitle", true],
      ["seoDescription", false],
      ["canonicalUrl", false],
    ]);
    expect(fields[0]!.parts).toEqual([
      { value: "Dock ", change: "same" },
      { value: "Days", change: "removed" },
      { value: "Nights", change: "added" },
    ]);
  });

  it("gives back both texts exactly, markup and line breaks as text", () => {
    const current = text({ content: "First paragraph.\n\n<script>alert(1)</script> Second." });
    const revision = text({ content: "First paragraph, longer.\n\nSecond.\n\nThird." });
    const content = revisionDiff(current, revision).find((field) => field.name === "content")!;
    expect(sideOf(content.parts, "current")).toBe(current.content);
    expect(sideOf(content.parts, "revision")).toBe(revision.content);
    expect(content.parts.some((part) => part.change === "removed" && part.value.includes("<script>"))).toBe(true);
  });
});
