/** The top navigation's page links, shared by the desktop bar and the mobile menu. */
export const primaryNav = [
  { label: "ABOUT", to: "/about" },
  { label: "NEIGHBORHOODS", to: "/neighborhood" },
  { label: "THE LAKE ADVISOR", to: "/the-lake-advisor" },
  { label: "SOLD PROPERTIES", to: "/sold-properties" },
] as const;

/** The sellers' valuation page (issue 15), in the mobile menu, the footer and home's seller section. */
export const homeValueLink = { label: "WHAT'S MY HOME WORTH?", to: "/home-value" } as const;

/** The header link whose section holds `pathname` (the page itself or a page below it, case aside, as routes match); null for none. */
export function currentSection(pathname: string): string | null {
  const path = pathname.toLowerCase();
  const item = [...primaryNav, homeValueLink].find(({ to }) => path === to || (path.startsWith(to) && path.charAt(to.length) === "/"));
  return item?.to ?? null;
}
