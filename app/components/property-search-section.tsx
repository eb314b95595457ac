import { ArrowUpRight, Maximize2, Search } from "lucide-react";
import { searchFrameOpener } from "#app/widgets/search-frame/search-frame-names.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * One embedded third-party search page in a card: an Expand button opening it in the header's
 * large search modal (search-frame-dialog.tsx); the lazy frame over "Loading the live property
 * search…", which shows until the vendor's page paints (and for as long as the vendor does not
 * answer); and the page as a link to a new tab, for when the frame shows the browser's error page.
 */
export function PropertySearchCard({
  src,
  title,
  className,
  frameClassName,
}: {
  src: string;
  /** The frame's accessible name. */
  title: string;
  className?: string;
  /** The frame's height. */
  frameClassName: string;
}) {
  return (
    <div className={cn("relative border border-line bg-white p-2 shadow-card", className)}>
      <div className="flex items-center justify-between gap-4 border-b border-line px-3 pt-1 pb-3">
        <p className="text-[0.7rem] font-semibold tracking-[0.18em] text-stone uppercase">Live MLS search</p>
        <button
          {...searchFrameOpener(src)}
          aria-label="Expand property search"
          className="inline-flex cursor-pointer items-center gap-2 border border-ink/25 px-3 py-2 text-[0.68rem] font-semibold tracking-[0.16em] text-ink uppercase transition-colors hover:border-ink hover:bg-ink hover:text-cream"
        >
          <Maximize2 className="size-3.5" aria-hidden="true" />
          Expand
        </button>
      </div>
      <div className={cn("relative mt-2 bg-lake-light", frameClassName)}>
        <p aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-stone">
          <Search className="size-6 text-gold-dark" aria-hidden="true" />
          Loading the live property search&hellip;
        </p>
        <iframe src={src} title={title} loading="lazy" className="relative block size-full border-0" />
      </div>
      <p className="px-3 pt-3 pb-1 text-xs text-stone">
        Search not showing?{" "}
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-ink underline decoration-gold underline-offset-4 hover:text-lake"
        >
          Open the search in a new tab
          <ArrowUpRight className="size-3.5" aria-hidden="true" />
        </a>
      </p>
    </div>
  );
}

/**
 * The embedded third-party property search (spec §2 Home, section 5): a narrow page below the lg
 * breakpoint and a wide page from lg up. Both are in the HTML; CSS shows one, and as lazy
 * iframes the hidden one never loads.
 */
export function PropertySearchSection({ embedUrl, wideUrl }: { embedUrl: string; wideUrl: string }) {
  return (
    <>
      <PropertySearchCard src={embedUrl} title="Lake Norman property search" className="lg:hidden" frameClassName="h-[36rem]" />
      <PropertySearchCard src={wideUrl} title="Lake Norman property search" className="hidden lg:block" frameClassName="h-[44rem]" />
    </>
  );
}
