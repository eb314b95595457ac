import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Spec §4: data is fetched again when the window regains focus and when the network comes back.
 * For the pages that hydrate React Router (the admin); public pages do it with <page-refresh> (widgets/page-refresh).
 */
export function RevalidateOnFocus() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") void revalidate();
    };
    window.addEventListener("focus", refresh);
    window.addEventListener("online", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      window.removeEventListener("online", refresh);
    };
  }, [revalidate]);
  return null;
}
