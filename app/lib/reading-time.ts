import { READING_WORDS_PER_MINUTE } from "./constants.ts";

/** Spec §5: word count of the content divided by 200, rounded up, in minutes. */
export function readingTimeMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.ceil(words / READING_WORDS_PER_MINUTE);
}
