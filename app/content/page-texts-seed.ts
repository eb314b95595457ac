import type { PageTextsSeed } from "./content-types.ts";

/**
 * The demo installation's page texts: what home, about and the privacy policy say until the agent
 * edits them at /admin/pages. `{name}`, `{firstName}`, `{firm}`, `{domain}`, `{certification}` and `{offices}` show the settings' values.
 */
export const pageTextsSeed: PageTextsSeed = {
  home: {
    heroTitle: "Buy and Sell on the Lake, Without the Stress",
    heroText: "{name} guides buyers and sellers of exceptional homes around Lake Norman, Lake Wylie and Charlotte with candour, polish and local insight.",
    servicesEyebrow: "The Lakefront difference",
    servicesTitle: "A Smoother Way to Buy and Sell",
    servicesIntro: "Every client receives the full service of a luxury firm, delivered personally.",
    services: [
      {
        title: "Complimentary Staging for Sellers",
        description: "Professional staging at no cost to you, so buyers walk in and picture their life on the water from the very first showing.",
      },
      {
        title: "Storytelling Marketing",
        description: "Editorial photography, film and copy that tell your home's story, placed where luxury buyers actually look.",
      },
      {
        title: "Negotiation Skills",
        description: "Calm, prepared and relentless at the table, protecting your price and your terms from offer to closing.",
      },
      {
        title: "Local Insight",
        description: "Coves, docks, water depth, schools and the streets that never come up for sale: twenty-five years of knowing the lake.",
      },
    ],
    steps: [
      { title: "Schedule a Call", description: "Tell {firstName} where you are and where you want to be. Twenty minutes, no pressure, no obligation." },
      { title: "Get Expert Advice", description: "Receive a clear plan: pricing, timing, neighborhoods and the steps that make your move feel easy." },
      { title: "Pack Your Bags", description: "With the details handled, all that is left is choosing which sunset to watch from your new dock." },
    ],
    values: [
      { title: "Candour", description: "Straight answers about price, condition and timing, even when they are not what you hoped to hear." },
      { title: "Care", description: "Your family's plans set the pace. {firstName} listens first and adapts the process to your life." },
      { title: "Discretion", description: "Private sales, confidential negotiations and your information treated with the respect it deserves." },
      { title: "Polish", description: "From the staging to the closing table, every detail is finished to a luxury standard." },
      { title: "Local Roots", description: "A lake resident who knows the coves, the builders and the neighbors, not a visitor with a map." },
      { title: "Follow-Through", description: "Deadlines kept, calls returned the same day and nothing left to chance before the keys change hands." },
    ],
    ctaEyebrow: "Your next chapter",
    ctaTitle: "Ready for Life on the Lake?",
    ctaText: "Tell {firstName} what you are hoping for. She will answer with a plan, not a sales pitch.",
    agentHeading: {
      eyebrow: "Meet your advisor",
      title: "Meet {name}",
      intro:
        "For more than twenty-five years {firstName} has helped families buy and sell the finest homes on Lake Norman, Lake Wylie and in Charlotte. She pairs the resources of a luxury firm with the attention of an advisor who answers her own phone.",
    },
    soldHeading: { eyebrow: "Featured sales", title: "Recently Sold", intro: "A selection of the homes {firstName} has recently closed for her clients." },
    searchHeading: {
      eyebrow: "Find your place",
      title: "Search Lake Norman Homes",
      intro: "Every home for sale around the lake and in Charlotte, updated live from the MLS. Expand the search for a full-screen view.",
    },
    stepsHeading: { eyebrow: "How it works", title: "Three Steps to Life on the Lake" },
    testimonialsHeading: { eyebrow: "Client stories", title: "What Clients Say" },
    buyers: {
      eyebrow: "For buyers",
      title: "Buyer Expertise",
      intro: "Finding the right lake home takes more than a search filter. You get an advisor who knows what the listing leaves out.",
      points: [
        "Private and off-market homes before they reach the public sites",
        "Honest guidance on water depth, dock permits and shoreline rules",
        "Neighborhood and school insight from Troutman to Charlotte",
        "Skilled negotiation that protects your price and your timeline",
      ],
      cta: "Start Your Search",
    },
    sellers: {
      eyebrow: "For sellers",
      title: "List With Confidence",
      intro: "Your home deserves a launch, not a listing. Every sale is prepared, presented and negotiated to its full value.",
      points: [
        "Complimentary professional staging and styling",
        "Editorial photography, film and storytelling marketing",
        "Pricing built on closed lake sales, not guesswork",
        "Weekly updates and a single point of contact to closing day",
      ],
      cta: "Plan Your Sale",
    },
    neighborhoodsHeading: {
      eyebrow: "Where to live",
      title: "Explore the Neighborhoods",
      intro: "From quiet coves in Troutman to the tree-lined streets of Charlotte, find the town that fits your life.",
    },
    blogHeading: { eyebrow: "From the blog", intro: "Market insight, neighborhood guides and life on the water, written by {name}." },
    valuesHeading: { eyebrow: "What guides every move", title: "The Values Behind the Work" },
    storyHeading: {
      eyebrow: "Her story",
      title: "A Lake Resident First",
      quote: "I sell the lake I live on. Every client gets the care I would want for my own family.",
    },
  },
  about: {
    heroEyebrow: "Meet your advisor",
    heroText: "Twenty-five years of guiding families to and from the finest homes on Lake Norman, Lake Wylie and in Charlotte.",
    biography: [
      "{name} has spent more than twenty-five years on Lake Norman, first as a resident raising a family on its shores and then as the advisor her neighbors call when it is time to buy or sell.",
      "She built her practice on a simple promise: a luxury move without the stress. That means complimentary staging, marketing that tells a home's story, negotiation that protects every dollar and the kind of local insight only a lake resident has.",
      "From waterfront estates on The Peninsula to historic homes in Myers Park and new builds on the Denver shoreline, {firstName} represents buyers and sellers across Lake Norman, Lake Wylie and Charlotte.",
    ].join("\n\n"),
    storyClosing:
      "Today she leads {firm}, the team behind some of the lake's most talked-about sales, and still treats every client as a neighbor, because on Lake Norman they usually are.",
    values: [
      {
        title: "Communication",
        description:
          "You will always know where things stand. Calls are returned the same day, updates come weekly and every decision is explained in plain language.",
      },
      {
        title: "You Matter",
        description:
          "Your goals, your timeline and your family come first. {firstName} works with a small number of clients at a time so each one gets her full attention.",
      },
      {
        title: "Results That Count",
        description:
          "Staging, storytelling marketing and disciplined negotiation add up to homes that sell faster and for more, and buyers who win the home they want.",
      },
    ],
    trackRecordText:
      "{firstName} opened her own practice with a clear aim: the service of a luxury firm with the attention of a personal advisor. The numbers followed.",
    ctaEyebrow: "Let's talk",
    ctaTitle: "Start With a Conversation",
    ctaText: "Whether you are buying, selling or simply curious about the lake, {firstName} is glad to help.",
    storyHeading: { eyebrow: "Her story", title: "{firstName}'s Story" },
    valuesHeading: { eyebrow: "What you can expect", title: "How {firstName} Works" },
    recordHeading: { eyebrow: "Track record", title: "Results From Day One" },
    credentialsHeading: { eyebrow: "Qualifications", title: "Credentials" },
    credentials: [
      { title: "{certification}", description: "The luxury-market designation of The Institute for Luxury Home Marketing." },
      { title: "25+ years of experience", description: "A quarter century of buying, selling and living on Lake Norman." },
      { title: "{firm}", description: "Offices in {offices}." },
      { title: "Licensed in North and South Carolina", description: "Serving Lake Norman, Lake Wylie and Charlotte on both sides of the state line." },
      { title: "Waterfront specialist", description: "Fluent in Duke Energy shoreline rules, dock permits, seawalls and water-depth surveys." },
      {
        title: "Relocation specialist",
        description: "Guiding families moving to the Charlotte region from across the country, from the first call to the first sunset.",
      },
    ],
    testimonialsHeading: { eyebrow: "Client stories", title: "In Their Words" },
  },
  privacy: {
    effectiveDate: "October 1, 2025",
    heroText: "Plain language about the information you share with us and the rules for using this website.",
    privacyPolicy: `This website is operated by {name} of {firm} ("we", "us"). This policy explains what information we collect when you visit {domain}, how we use it, and the choices you have.

### Information you give us

When you send a contact request, ask about a property or subscribe to The Lake Advisor, we receive what you enter: your name, e-mail address, telephone number, preferred meeting type and your message. We use it to answer you, to arrange the meeting you asked for and, if you subscribed, to send the newsletter.

### Information collected automatically

Like most websites, our servers record technical details of each request, such as your IP address, browser type and the page requested, to keep the site secure and prevent abuse. We do not sell this information.

### Visitor statistics, without cookies

To learn which pages are useful, our own server counts page views: the page, the site that linked to it (its name only, such as google.com), any campaign tags in the link (utm_source, utm_medium, utm_campaign), and whether the device is a phone, tablet or computer. To count each visitor once a day, it combines your IP address and browser name with a random value that changes every day and keeps only the result; the random value is deleted when the day ends, so no one, us included, can recognise you from one day to the next, and your IP address and browser name are never stored. Your browser also reports how quickly each page loaded and responded (Core Web Vitals), with the page's address and nothing else. No cookie, local storage or third-party service is used for any of this, and search engines' crawlers are not counted. Daily totals are kept for 25 months. Because nothing we count identifies you, a Global Privacy Control or Do Not Track signal needs no special handling: the statistics are the same either way.

When you send a form, the site also records the first page of your visit, the referring page and any campaign tags, so {firstName} knows which page you came from; they are kept with your enquiry, in a cookie that lasts only until you close your browser.

### How we share information

Your enquiry is stored in our customer-relationship system so {firstName} and her team can follow up. We share information with service providers who help us run the site and that system, only as needed for that work, and when the law requires it. Property searches shown on this site are provided by a third-party listing service whose own privacy terms apply inside its search window.

### Your choices

- You may unsubscribe from the newsletter at any time with the link in each issue.
- You may ask us what information we hold about you, and ask us to correct or delete it.
- You may set your browser to refuse cookies; the site works without them for visitors.

### Children's privacy

This website is intended for adults. It is not directed at children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child has sent us information, contact us and we will delete it.

### Security and retention

We protect information with encrypted connections and access controls, and keep enquiries only as long as needed to serve you and meet our legal and professional obligations as licensed real-estate brokers.`,
    termsOfUse: `By using this website you agree to these terms. If you do not agree, please do not use the site.

### Information on this site

Listing, sales and market information is believed to be reliable but is not guaranteed, may change without notice and should be verified independently. Nothing on this site is legal, tax or financial advice. Sold figures describe past transactions and do not promise future results.

### Acceptable use

You may browse and share pages for personal, non-commercial purposes. You may not copy the site's content in bulk, interfere with its operation, or submit false or unlawful information through its forms.

### Intellectual property

The text, photographs, illustrations and design of this site belong to {firm} or its licensors and are protected by copyright. Third-party marks belong to their owners.

### Links to other sites

Links to other websites are provided for convenience; we are not responsible for their content or practices.

### Governing law

These terms are governed by the laws of the State of North Carolina. Any dispute arising from them or from your use of the site shall be governed by the laws of Iredell County, NC, and heard in the courts located there.

### Changes

We may update this policy and these terms. The effective date above shows when they last changed; continued use of the site after a change means you accept it.`,
    contactIntro: "Questions about this policy or your information are welcome:",
  },
  accessibility: {
    heroText: "Everyone should be able to find a home, read a guide and reach {firstName} on this website, whatever device or assistive technology they use.",
    statement: `{firm} wants this website to be usable by everyone, including people who use a screen reader, a keyboard alone, magnification, voice control or captions.

### What we aim for

The site is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: text you can enlarge to 200 % without losing content, enough contrast between text and its background, every action reachable and visible with a keyboard, forms whose fields and errors are announced, images with text alternatives, and pages that work with JavaScript turned off.

### How it is checked

Every page type (home, about, the neighborhood guides, sold homes, the blog and its posts, market reports, the home-value and contact forms) and every page of the site's administration is checked automatically with axe-core at a desktop and a phone width before each release; a release with a serious or critical finding is not published.

### Known limitations

- The property search is provided by a third-party listing service inside a frame; its accessibility is that service's. If it gets in your way, call or write and {firstName} will send you the listings you are looking for.
- Some older blog photos may have short text alternatives; they are being improved as posts are updated.
- Automated checks find only part of what can go wrong, so your reports matter.

### Other ways to reach us

If any part of the site is hard to use, call, e-mail or use the form below: {firstName} will answer, provide the information in another format, and have the barrier fixed.`,
    reportIntro: "Tell us where you met a barrier and what happened. Your report goes straight to {firstName}, who will reply.",
  },
};
