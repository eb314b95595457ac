import type { SiteSettings } from "./content-types.ts";

/** What the product is, the same for every installation. */
export const site = {
  /** The product's own domain: links to it open in the same tab. */
  domain: "lakefrontnc.com",
  brand: "Lakefront",
  blogName: "The Lake Advisor",
} as const;

/**
 * The demo installation's settings: what a fresh database's site_settings row starts with, and
 * the value of any setting a later release adds. The agent edits them at /admin/settings.
 */
export const siteSettingsSeed: SiteSettings = {
  agent: {
    name: "Meredith Vance",
    firstName: "Meredith",
    titleLine: "Luxury Real Estate Advisor · Lake Norman, Lake Wylie & Charlotte",
    certification: "Certified Luxury Home Marketing Specialist (CLHMS)",
    portraitUrl: "/images/site/agent-portrait.svg",
    certificationBadgeUrl: "",
    licenseNumber: "NC Broker #284519",
  },
  firm: { name: "Lakefront Luxury Group", licenseNumber: "NC Firm #C31877", logoUrl: "" },
  phone: "(704) 555-0142",
  email: "hello@lakefrontnc.com",
  offices: [
    { name: "Lake Norman", street: "19910 W Catawba Ave, Suite 200", city: "Cornelius", state: "NC", zip: "28031" },
    { name: "Mooresville", street: "142 N Main St", city: "Mooresville", state: "NC", zip: "28115" },
    { name: "Davidson", street: "210 Main St, Suite 3", city: "Davidson", state: "NC", zip: "28036" },
    { name: "SouthPark", street: "4201 Congress St, Suite 450", city: "Charlotte", state: "NC", zip: "28209" },
    { name: "Lake Wylie", street: "4547 Charlotte Hwy, Suite 12", city: "Lake Wylie", state: "SC", zip: "29710" },
  ],
  social: [
    { label: "Instagram", href: "https://www.instagram.com/lakefrontnc" },
    { label: "Facebook", href: "https://www.facebook.com/lakefrontnc" },
    { label: "LinkedIn", href: "https://www.linkedin.com/in/meredith-vance-lakefront" },
    { label: "YouTube", href: "https://www.youtube.com/@lakefrontnc" },
  ],
  homeStats: [
    { value: "#1", label: "Luxury firm on Lake Norman" },
    { value: "20M+", label: "Sold and under contract in 12 months" },
    { value: "25+", label: "Years of experience" },
    { value: "18+ Million", label: "Sold in 2025" },
  ],
  salesClaims: {
    yearOne: "Over $7 million sold in year one",
    yearTwo: "Over $17 million sold in the first nine months of year two",
  },
  propertySearch: {
    embedUrl: "https://lakefrontnc.boldtrail.com/search/embed",
    wideUrl: "https://lakefrontnc.boldtrail.com/search/wide",
  },
  featuredPostSlugs: [
    "why-lakefront",
    "top-7-best-towns-to-live-on-lake-norman",
    "how-to-determine-your-list-of-must-have-non-negotiables-when-buying-luxury-homes",
  ],
  compliance: {
    mlsName: "Canopy MLS",
    marketDataPeriod: "the 12 months to October 2026",
    mlsDisclaimer:
      "Information is deemed reliable but is not guaranteed and should be independently verified. All data is obtained from various sources and may not have been verified by the broker or the MLS.",
    equalHousingStatement:
      "We are pledged to the letter and spirit of U.S. policy for the achievement of equal housing opportunity throughout the Nation. We encourage and support an affirmative advertising and marketing program in which there are no barriers to obtaining housing because of race, color, religion, sex, handicap, familial status, or national origin.",
  },
  receipt: {
    enabled: true,
    subject: "Thank you for reaching out to {name}",
    message:
      "Thank you for getting in touch. I read every message myself and will reply within one business day, usually the same day.\n\nIf your question cannot wait, call or text me at the number below.",
  },
};
