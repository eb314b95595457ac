import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

const cell = "inline-flex size-10 items-center justify-center border text-sm font-semibold transition-colors";

/** Numbered pages through `?page=N`; `hrefFor` keeps the current filters in each link. */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label="Pagination" className="mt-14 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <a href={hrefFor(page - 1)} aria-label="Previous page" className={cn(cell, "border-line bg-white text-ink hover:border-gold")}>
              <ChevronLeft className="size-4" aria-hidden="true" />
            </a>
          ) : null}
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <a
              href={hrefFor(number)}
              aria-label={`Page ${number}`}
              aria-current={number === page ? "page" : undefined}
              className={cn(cell, number === page ? "border-ink bg-ink text-cream" : "border-line bg-white text-ink hover:border-gold")}
            >
              {number}
            </a>
          </li>
        ))}
        <li>
          {page < pages ? (
            <a href={hrefFor(page + 1)} aria-label="Next page" className={cn(cell, "border-line bg-white text-ink hover:border-gold")}>
              <ChevronRight className="size-4" aria-hidden="true" />
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
