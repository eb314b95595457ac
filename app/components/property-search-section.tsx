import { Maximize2, Search } from "lucide-react";
import { SEARCH_DIALOG } from "#app/components/search-frame-dialog.tsx";
import { cn } from "#app/lib/utils.ts";

type Frame = { src: string; className: string; frameClassName: string };

/**
 * The embedded third-party property search (spec §2 Home, section 5): a narrow page below the lg
 * breakpoint and a wide page from lg up. Both are in the HTML; CSS shows one, and as lazy
 * iframes the hidden one never loads. Each has an expand button opening its page in the header's
 * large search modal (search-frame-dialog.tsx).
 */
export function PropertySearchSection({ embedUrl, wideUrl }: { embedUrl: string; wideUrl: string }) {
  const frames: Frame[] = [
    { src: embedUrl, className: "lg:hidden", frameClassName: "h-[36rem]" },
    { src: wideUrl, className: "hidden lg:block", frameClassName: "h-[44rem]" },
  ];

  return (
    <>
      {frames.map((frame) => (
        <div key={frame.src} className={cn("relative border border-line bg-white p-2 shadow-card", frame.className)}>
          <div className="flex items-center justify-between gap-4 border-b border-line px-3 pt-1 pb-3">
            <p className="text-[0.7rem] font-semibold tracking-[0.18em] text-stone uppercase">Live MLS search</p>
            <button
              type="button"
              data-open-dialog={SEARCH_DIALOG}
              data-search-src={frame.src}
              aria-label="Expand property search"
              className="inline-flex cursor-pointer items-center gap-2 border border-ink/25 px-3 py-2 text-[0.68rem] font-semibold tracking-[0.16em] text-ink uppercase transition-colors hover:border-ink hover:bg-ink hover:text-cream"
            >
              <Maximize2 className="size-3.5" aria-hidden="true" />
              Expand
            </button>
          </div>
          <div className={cn("relative mt-2 bg-lake-light", frame.frameClassName)}>
            <p aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-stone">
              <Search className="size-6 text-gold-dark" aria-hidden="true" />
              Loading the live property search&hellip;
            </p>
            <iframe src={frame.src} title="Lake Norman property search" loading="lazy" className="relative block size-full border-0" />
          </div>
        </div>
      ))}
    </>
  );
}
