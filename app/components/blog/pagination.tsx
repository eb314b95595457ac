import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageWindow } from "#app/lib/blog-query.ts";
import { cn } from "#app/lib/utils.ts";

// Narrower on a phone, so previous, next, five numbers and two gaps fit 390 px on one row.
const cell = "inline-flex size-9 items-center justify-center border text-sm font-semibold transition-colors sm:size-10";

/**
 * Numbered pages through `?page=N` (issue 17): the first, the last and the pages around the
 * current one, with a gap for those left out, so the row is as long at 2,000 pages as at 8.
 * `hrefFor` keeps the current filters in each link.
 */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-14 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        <li>
          {page > 1 ? (
            <a href={hrefFor(Math.min(page - 1, pages))} aria-label="Previous page" className={cn(cell, "border-line bg-white text-ink hover:border-gold")}>
              <ChevronLeft className="size-4" aria-hidden="true" />
            </a>
          ) : null}
        </li>
        {pageWindow(page, pages).map((item) =>
          "gap" in item ? (
            <li key={item.gap} aria-hidden="true" className="inline-flex w-5 justify-center text-sm text-stone sm:w-6">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefFor(item.page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? "page" : undefined}
                className={cn(cell, item.page === page ? "border-ink bg-ink text-cream" : "border-line bg-white text-ink hover:border-gold")}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
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
