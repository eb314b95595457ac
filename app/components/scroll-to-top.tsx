import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec §2: on every path change the page scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
