import { LoaderCircle } from "lucide-react";
import { navigationStatusNames } from "./navigation-status-names.ts";

/**
 * Spec §4 "Neighborhood page: loading": after a click on a link to a guide, the page says
 * "Loading neighborhood..." until the guide arrives. On every public page as a template, which
 * <navigation-status> (navigation-status-element.ts) puts on screen while the browser loads the guide.
 */
export function NeighborhoodLoading() {
  return (
    <navigation-status>
      <template {...navigationStatusNames.part("template")}>
        <div className="pointer-events-none fixed inset-0 z-30 flex items-center justify-center bg-cream/70 backdrop-blur-[2px]">
          <div role="status" className="flex items-center gap-3 bg-white px-7 py-5 shadow-card">
            <LoaderCircle className="size-5 animate-spin text-gold-dark motion-reduce:animate-none" aria-hidden="true" />
            <p className="font-serif text-2xl text-ink">Loading neighborhood...</p>
          </div>
        </div>
      </template>
    </navigation-status>
  );
}
