/*
 * The shapes of the site's content: what a neighborhood guide, a listing and an image are made of.
 * Content is the bottom layer, so the database schema, the libraries and the components all take
 * these types from here.
 */

export type PrimeNeighborhood = string | { name: string; description?: string };
export type KeyFeature = { icon: string; title: string; description: string };
export type FeaturedListing = {
  imageUrl: string;
  price: string;
  address: string;
  beds: number;
  baths: number;
  sqft: number;
  lotSize: string;
  description: string;
  /** The firm that holds the listing, named on its card (MLS attribution); missing in guides saved before it. */
  listingBrokerage?: string;
};
export type SchoolCategory = "charter" | "other_district" | "private";
export type School = {
  name: string;
  type: string;
  grades: string;
  url: string;
  category?: SchoolCategory;
};
export type Restaurant = { name: string; type: string; description: string; url: string };
export type NamedDescription = { name: string; description: string };

/** A town's card: the home grid shows its hero picture, the neighborhood index its card picture. */
export type NeighborhoodCard = { slug: string; name: string; description: string; image: string; heroImage: string };

export type ImageVariantEntry = {
  /** Intrinsic size of the original, in CSS pixels. */
  width: number;
  height: number;
  /** Widths of the WebP renderings, ascending. */
  widths: readonly number[];
  /** Widths of the phone crops (HERO_PHONE_CROPS), for a picture that opens a page. */
  heroCrops?: readonly number[];
};

export type ImageVariantManifest = Readonly<Record<string, ImageVariantEntry>>;

export type SoldPropertyCardData = {
  /** The firm that listed the home, named on its card; empty when not recorded. */
  listingBrokerage: string;
  address: string;
  city?: string;
  price: number;
  beds: number;
  baths: number;
  sqft: number;
  image: string;
};

export type Office = { name: string; street: string; city: string; state: string; zip: string };
export type SocialLink = { label: string; href: string };
export type HomeStat = { value: string; label: string };

/**
 * The facts about the agent and the business every page shows, edited at /admin/settings and
 * stored in the site_settings table; app/content/site.ts holds the demo installation's values.
 */
export type SiteSettings = {
  agent: {
    name: string;
    /** How buttons and copy address her: "Work With {firstName}". */
    firstName: string;
    titleLine: string;
    /** The designation under her portrait on home and about. */
    certification: string;
    portraitUrl: string;
    /** An image of the designation's badge; empty shows the designation as text only. */
    certificationBadgeUrl: string;
    /** Her own (broker) license number with the North Carolina Real Estate Commission. */
    licenseNumber: string;
  };
  /** The brokerage firm every advertisement must name (21 NCAC 58A .0105). */
  firm: { name: string; licenseNumber: string; logoUrl: string };
  /** As shown, e.g. "(704) 555-0142"; links dial it as E.164. */
  phone: string;
  email: string;
  /** The first is the main office, named in legal pages. */
  offices: Office[];
  social: SocialLink[];
  /** The four figures of the home page's about block (spec §1). */
  homeStats: HomeStat[];
  /** Sales claims of spec §1 and §9, quoted in copy. */
  salesClaims: { yearOne: string; yearTwo: string };
  /** Third-party property search pages shown in iframes (spec §7 "Other"). */
  propertySearch: { embedUrl: string; wideUrl: string };
  /** The Lake Advisor's three featured posts on the home page, in this order. */
  featuredPostSlugs: string[];
  compliance: {
    /** The MLS the sold and market figures come from, named in every disclaimer. */
    mlsName: string;
    /** The period the market snapshots' figures cover, e.g. "the 12 months to October 2026". */
    marketDataPeriod: string;
    mlsDisclaimer: string;
    equalHousingStatement: string;
  };
  /** The e-mail a visitor receives at once after a contact, property inquiry or home value form (issue 35). */
  receipt: { enabled: boolean; subject: string; message: string };
};

/** A client testimonial (spec §3) as the carousels show it. */
export type Testimonial = {
  /** A square portrait or monogram; decorative beside the author's name. */
  image: string;
  quote: string;
  author: string;
  /** Who they are and what the agent did for them. */
  details: string;
};

/** A text written in the post editor's Markdown, stored with its HTML, rendered and sanitised when saved. */
export type LongText = { markdown: string; html: string };
export type TitledText = { title: string; description: string };
/** A page section's eyebrow and heading, with the paragraph under it where the section has one. */
export type SectionHeadingText = { eyebrow: string; title: string };
export type IntroHeadingText = SectionHeadingText & { intro: string };
/** A home checklist: its heading, points (one to eight) and its button's label. */
export type ChecklistText = IntroHeadingText & { points: string[]; cta: string };

/**
 * The fixed text of home, about, the privacy policy and the accessibility statement, edited at /admin/pages and stored in the
 * page_texts table. `{name}`, `{firstName}`, `{firm}` and `{domain}` in them show the settings'
 * values, so a text that names the agent follows a rename.
 */
export type PageTexts = {
  home: {
    heroTitle: string;
    heroText: string;
    servicesEyebrow: string;
    servicesTitle: string;
    servicesIntro: string;
    /** The four services (icons by place). */
    services: TitledText[];
    /** The three steps. */
    steps: TitledText[];
    /** The six values (icons by place). */
    values: TitledText[];
    ctaEyebrow: string;
    ctaTitle: string;
    ctaText: string;
    agentHeading: IntroHeadingText;
    soldHeading: IntroHeadingText;
    searchHeading: IntroHeadingText;
    stepsHeading: SectionHeadingText;
    testimonialsHeading: SectionHeadingText;
    buyers: ChecklistText;
    sellers: ChecklistText;
    neighborhoodsHeading: IntroHeadingText;
    /** The blog section: its title is the blog's name. */
    blogHeading: { eyebrow: string; intro: string };
    valuesHeading: SectionHeadingText;
    /** The home biography's heading and the quote beside it. */
    storyHeading: SectionHeadingText & { quote: string };
  };
  about: {
    heroEyebrow: string;
    heroText: string;
    /** The agent's biography, on the About page and the home page. */
    biography: LongText;
    /** About's last paragraph of her story. */
    storyClosing: string;
    /** The three value blocks (icons by place). */
    values: TitledText[];
    trackRecordText: string;
    ctaEyebrow: string;
    ctaTitle: string;
    ctaText: string;
    storyHeading: SectionHeadingText;
    valuesHeading: SectionHeadingText;
    recordHeading: SectionHeadingText;
    credentialsHeading: SectionHeadingText;
    /** The six credentials (icons by place); `{certification}` and `{offices}` show the settings' values. */
    credentials: TitledText[];
    testimonialsHeading: SectionHeadingText;
  };
  privacy: {
    effectiveDate: string;
    heroText: string;
    privacyPolicy: LongText;
    termsOfUse: LongText;
    contactIntro: string;
  };
  accessibility: {
    heroText: string;
    /** The statement: what the site aims for, how it is checked, known limitations. */
    statement: LongText;
    /** Above the form to report a barrier. */
    reportIntro: string;
  };
};

/** The page texts as first written: long texts as their Markdown, rendered when first read. */
export type PageTextsSeed = {
  [Page in keyof PageTexts]: { [Field in keyof PageTexts[Page]]: PageTexts[Page][Field] extends LongText ? string : PageTexts[Page][Field] };
};
