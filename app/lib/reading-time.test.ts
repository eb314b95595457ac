import { describe, expect, it } from "vitest";
import { readingTimeMinutes } from "./reading-time.ts";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("readingTimeMinutes", () => {
  it("divides the word count by 200 and rounds up", () => {
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
    expect(readingTimeMinutes(words(1))).toBe(1);
  });

  it("counts words across any whitespace", () => {
    expect(readingTimeMinutes(`${words(150)}\n\n\t${words(100)}`)).toBe(2);
  });

  it("is zero for empty content", () => {
    expect(readingTimeMinutes("   \n ")).toBe(0);
  });
});
