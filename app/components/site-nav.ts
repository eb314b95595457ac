/** The top navigation's page links, shared by the desktop bar and the mobile menu. */
export const primaryNav = [
  { label: "ABOUT", to: "/about" },
  { label: "NEIGHBORHOODS", to: "/neighborhood" },
  { label: "THE LAKE ADVISOR", to: "/the-lake-advisor" },
  { label: "SOLD PROPERTIES", to: "/sold-properties" },
] as const;
