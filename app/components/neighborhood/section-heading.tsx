import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** The eyebrow, serif h2 and optional lead paragraph that open each guide section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
  tone = "dark",
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "left" | "center";
  tone?: "dark" | "light";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      <p className={cn("eyebrow", tone === "light" && "text-gold")}>{eyebrow}</p>
      <h2 id={id} className={cn("mt-3 text-4xl leading-tight sm:text-5xl", tone === "light" ? "text-cream" : "text-ink")}>
        {title}
      </h2>
      <span aria-hidden="true" className={cn("mt-5 block h-px w-16 bg-gold", align === "center" && "mx-auto")} />
      {children ? (
        <div className={cn("mt-5 text-base leading-relaxed sm:text-lg", tone === "light" ? "text-cream/80" : "text-stone")}>{children}</div>
      ) : null}
    </div>
  );
}
