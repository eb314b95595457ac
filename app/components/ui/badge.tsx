import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** Badge colours, each with text that passes contrast. */
const TONE_CLASSES = {
  red: "border-destructive/30 bg-[#fdf0ee] text-[#9a1d14]",
  amber: "border-[#b7791f]/40 bg-[#fdf3dc] text-[#7a4b05]",
  green: "border-[#3f7d5a]/40 bg-[#e8f2ec] text-[#2c5c41]",
  blue: "border-lake/30 bg-lake-light text-lake",
  neutral: "border-line bg-sand text-stone",
} as const;

export type Tone = keyof typeof TONE_CLASSES;

/** A short uppercase status label in one of the admin's tones. */
export function Badge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 border px-2 py-0.5 text-[0.7rem] font-semibold whitespace-nowrap tracking-[0.1em] uppercase",
        TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
