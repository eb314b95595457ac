import { LoaderCircle } from "lucide-react";
import { useNavigation } from "react-router";

/** A pending client-side navigation to a neighborhood guide (/neighborhood/{slug}). */
function isNeighborhoodPath(pathname: string): boolean {
  return /^\/neighborhood\/[^/]+\/?$/.test(pathname);
}

/**
 * Spec §4 "Neighborhood page: loading": while a guide's data loads after a click, the page says
 * "Loading neighborhood...". Server-rendered visits never show it.
 */
export function NeighborhoodLoading() {
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && isNeighborhoodPath(navigation.location.pathname);
  if (!pending) return null;
  return (
    <div className="pointer-events-none fixed inset-0 z-30 flex items-center justify-center bg-cream/70 backdrop-blur-[2px]">
      <div role="status" className="flex items-center gap-3 bg-white px-7 py-5 shadow-card">
        <LoaderCircle className="size-5 animate-spin text-gold-dark motion-reduce:animate-none" aria-hidden="true" />
        <p className="font-serif text-2xl text-ink">Loading neighborhood...</p>
      </div>
    </div>
  );
}
