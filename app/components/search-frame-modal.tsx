import { lazy, Suspense, useState } from "react";

/** The modal arrives with its first opening, so pages do not ship the dialog primitive up front. */
const SearchFrameDialog = lazy(() => import("#app/components/search-frame-dialog.tsx").then((module) => ({ default: module.SearchFrameDialog })));

/**
 * The third-party property search in a large modal (spec §2 mobile menu and home search).
 * `src` defaults to the wide search page; the home page's narrow frame expands its own page.
 */
export function SearchFrameModal(props: { open: boolean; onOpenChange: (open: boolean) => void; src?: string }) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SearchFrameDialog {...props} />
    </Suspense>
  );
}
