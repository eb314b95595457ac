import { ChevronRight } from "lucide-react";
import { Fragment } from "react";

export type Crumb = { label: string; to?: string };

/** Home / The Lake Advisor / title: the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium tracking-[0.12em] text-stone uppercase">
        {items.map((item, index) => (
          <Fragment key={item.label}>
            <li className={item.to ? undefined : "max-w-full truncate text-ink normal-case tracking-normal text-sm"}>
              {item.to ? (
                <a href={item.to} className="hover:text-lake">
                  {item.label}
                </a>
              ) : (
                <span aria-current="page">{item.label}</span>
              )}
            </li>
            {index < items.length - 1 ? (
              <li aria-hidden="true" className="text-gold">
                <ChevronRight className="size-3.5" />
              </li>
            ) : null}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
