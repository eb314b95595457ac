/**
 * Site settings: the one place for facts about the agent and the business.
 * Change a value here and every page, feed and footer follows.
 */

export type Office = {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
};

export type SocialLink = { label: string; href: string };

const offices: [Office, ...Office[]] = [
  { name: "Lake Norman", street: "19910 W Catawba Ave, Suite 200", city: "Cornelius", state: "NC", zip: "28031" },
  { name: "Mooresville", street: "142 N Main St", city: "Mooresville", state: "NC", zip: "28115" },
  { name: "Davidson", street: "210 Main St, Suite 3", city: "Davidson", state: "NC", zip: "28036" },
  { name: "SouthPark", street: "4201 Congress St, Suite 450", city: "Charlotte", state: "NC", zip: "28209" },
  { name: "Lake Wylie", street: "4547 Charlotte Hwy, Suite 12", city: "Lake Wylie", state: "SC", zip: "29710" },
];

export const site = {
  /** The product's own domain: links to it open in the same tab. */
  domain: "lakefrontnc.com",
  brand: "Lakefront",
  brokerage: "Lakefront Luxury Group",
  agent: {
    name: "Meredith Vance",
    firstName: "Meredith",
    titleLine: "Luxury Real Estate Advisor · Lake Norman, Lake Wylie & Charlotte",
    certification: "Certified Luxury Home Marketing Specialist (CLHMS)",
    portraitUrl: "/images/site/agent-portrait.svg",
  },
  phone: { display: "(704) 555-0142", href: "tel:+17045550142" },
  email: "hello@lakefrontnc.com",
  /** Five offices; the first is the main office named in legal pages. */
  offices,
  social: [
    { label: "Instagram", href: "https://www.instagram.com/lakefrontnc" },
    { label: "Facebook", href: "https://www.facebook.com/lakefrontnc" },
    { label: "LinkedIn", href: "https://www.linkedin.com/in/meredith-vance-lakefront" },
    { label: "YouTube", href: "https://www.youtube.com/@lakefrontnc" },
  ] satisfies SocialLink[],
  /** The four figures of the home page's about block (spec §1). */
  homeStats: [
    { value: "#1", label: "Luxury firm on Lake Norman" },
    { value: "20M+", label: "Sold and under contract in 12 months" },
    { value: "25+", label: "Years of experience" },
    { value: "18+ Million", label: "Sold in 2025" },
  ],
  /** Sales claims of spec §1 and §9, quoted in copy. */
  salesClaims: {
    yearOne: "Over $7 million sold in year one",
    yearTwo: "Over $17 million sold in the first nine months of year two",
  },
  /** Third-party property search pages shown in iframes (spec §7 "Other"). */
  propertySearch: {
    embedUrl: "https://lakefrontnc.boldtrail.com/search/embed",
    wideUrl: "https://lakefrontnc.boldtrail.com/search/wide",
  },
  /** The Lake Advisor's three fixed featured posts on the home page, in this order. */
  featuredPostSlugs: [
    "why-lakefront",
    "top-7-best-towns-to-live-on-lake-norman",
    "how-to-determine-your-list-of-must-have-non-negotiables-when-buying-luxury-homes",
  ],
  blogName: "The Lake Advisor",
} as const;

/** Origins the property-search iframes load from; the CSP allows exactly these. */
export function propertySearchOrigins(): string[] {
  const { embedUrl, wideUrl } = site.propertySearch;
  return [...new Set([new URL(embedUrl).origin, new URL(wideUrl).origin])];
}
