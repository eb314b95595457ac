import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** The eyebrow, serif h2, gold rule and optional lead paragraph that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
  background = "light",
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "left" | "center";
  /** The section's background: on a dark one the text turns light. */
  background?: "light" | "dark";
  className?: string;
}) {
  const onDark = background === "dark";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      <p className={cn("eyebrow", onDark && "text-gold")}>{eyebrow}</p>
      <h2 id={id} className={cn("mt-3 text-4xl leading-tight sm:text-5xl", onDark ? "text-cream" : "text-ink")}>
        {title}
      </h2>
      <span aria-hidden="true" className={cn("mt-5 block h-px w-16 bg-gold", align === "center" && "mx-auto")} />
      {children ? <div className={cn("mt-5 text-base leading-relaxed sm:text-lg", onDark ? "text-cream/80" : "text-stone")}>{children}</div> : null}
    </div>
  );
}
