import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** Eyebrow, serif h2 and an optional intro: the head of every section on the home and about pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
  tone = "light",
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl", className)}>
      <p className={cn("eyebrow", tone === "dark" && "text-gold")}>{eyebrow}</p>
      <h2 id={id} className={cn("mt-3 text-4xl leading-tight sm:text-5xl", tone === "dark" ? "text-cream" : "text-ink")}>
        {title}
      </h2>
      {align === "center" ? (
        <span aria-hidden="true" className="mx-auto mt-5 block h-px w-16 bg-gold" />
      ) : (
        <span aria-hidden="true" className="mt-5 block h-px w-16 bg-gold" />
      )}
      {children ? (
        <div className={cn("mt-5 text-base leading-relaxed sm:text-lg", tone === "dark" ? "text-cream/75" : "text-stone")}>{children}</div>
      ) : null}
    </div>
  );
}
