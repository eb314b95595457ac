/** The top navigation's page links, shared by the desktop bar and the mobile menu. */
export const primaryNav = [
  { label: "ABOUT", to: "/about" },
  { label: "NEIGHBORHOODS", to: "/neighborhood" },
  { label: "THE LAKE ADVISOR", to: "/the-lake-advisor" },
  { label: "SOLD PROPERTIES", to: "/sold-properties" },
] as const;

/** The sellers' valuation page (issue 15), in the mobile menu, the footer and home's seller section. */
export const homeValueLink = { label: "WHAT'S MY HOME WORTH?", to: "/home-value" } as const;
