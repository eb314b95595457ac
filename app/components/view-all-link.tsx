import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

/** The underlined "View All" style link beside a section heading. */
export function ViewAllLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      className="inline-flex shrink-0 items-center gap-2 self-start border-b border-gold pb-1 text-xs font-semibold tracking-[0.18em] text-ink uppercase hover:text-lake sm:self-auto"
    >
      {children} <ArrowRight className="size-4" aria-hidden="true" />
    </a>
  );
}
