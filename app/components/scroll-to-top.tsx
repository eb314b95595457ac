import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Spec §2: on every path change the page scrolls to the top. The first render is not a change,
 * so a visitor who scrolled before the page hydrated keeps their place. Only the pages that
 * hydrate React Router (the admin) navigate in place; a public page is a full load, which starts at the top.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
