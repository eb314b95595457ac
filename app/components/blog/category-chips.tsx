import { Check } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import { blogListNames } from "#app/widgets/blog-list/blog-list-names.ts";

/**
 * Multi-select category toggles (spec §4): each chip is a link to the list with its category
 * turned on or off, so it works without JavaScript; it is announced as a toggle button, and
 * <blog-list> (widgets/blog-list) follows it in place (Space included).
 */
export function CategoryChips({ categories, selected, hrefFor }: { categories: string[]; selected: string[]; hrefFor: (category: string) => string }) {
  return (
    <div role="group" aria-label="Filter by category" {...blogListNames.part("chips")} className="flex flex-wrap gap-2 empty:hidden">
      {categories.map((category) => {
        const pressed = selected.includes(category);
        return (
          <a
            key={category}
            href={hrefFor(category)}
            role="button"
            aria-pressed={pressed}
            className={cn(
              "inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 border px-3 text-[0.66rem] font-semibold tracking-[0.14em] uppercase transition-colors sm:px-4 sm:text-[0.7rem]",
              pressed ? "border-ink bg-ink text-cream hover:bg-lake" : "border-line bg-white text-ink hover:border-gold hover:bg-gold-light/50",
            )}
          >
            {pressed ? <Check className="size-3.5" aria-hidden="true" /> : null}
            {category}
          </a>
        );
      })}
    </div>
  );
}
