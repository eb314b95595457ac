import {
  Armchair,
  BookOpenText,
  CalendarCheck,
  Compass,
  Handshake,
  HeartHandshake,
  type LucideIcon,
  MapPinned,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
} from "lucide-react";

export type IconTile = { icon: LucideIcon; title: string; description: string };

/** Section 2 of the home page: the four services (spec §2 Home). */
export const serviceTiles: IconTile[] = [
  {
    icon: Armchair,
    title: "Complimentary Staging for Sellers",
    description:
      "Professional staging at no cost to you, so buyers walk in and picture their life on the water from the very first showing.",
  },
  {
    icon: BookOpenText,
    title: "Storytelling Marketing",
    description:
      "Editorial photography, film and copy that tell your home's story, placed where luxury buyers actually look.",
  },
  {
    icon: Handshake,
    title: "Negotiation Skills",
    description:
      "Calm, prepared and relentless at the table, protecting your price and your terms from offer to closing.",
  },
  {
    icon: MapPinned,
    title: "Local Insight",
    description:
      "Coves, docks, water depth, schools and the streets that never come up for sale: twenty-five years of knowing the lake.",
  },
];

export type Step = { title: string; description: string };

/** Section 6: the three-step path (spec §2 Home). */
export const threeSteps: Step[] = [
  {
    title: "Schedule a Call",
    description: "Tell Meredith where you are and where you want to be. Twenty minutes, no pressure, no obligation.",
  },
  {
    title: "Get Expert Advice",
    description: "Receive a clear plan: pricing, timing, neighborhoods and the steps that make your move feel easy.",
  },
  {
    title: "Pack Your Bags",
    description: "With the details handled, all that is left is choosing which sunset to watch from your new dock.",
  },
];

export type Checklist = { eyebrow: string; title: string; intro: string; points: string[]; cta: string };

/** Section 8: buyer expertise (spec §2 Home), a four-point checklist. */
export const buyerChecklist: Checklist = {
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
};

/** Section 8: sellers list with confidence (spec §2 Home), a four-point checklist. */
export const sellerChecklist: Checklist = {
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
};

/** The values grid of the home page description. */
export const homeValues: IconTile[] = [
  { icon: MessagesSquare, title: "Candour", description: "Straight answers about price, condition and timing, even when they are not what you hoped to hear." },
  { icon: HeartHandshake, title: "Care", description: "Your family's plans set the pace. Meredith listens first and adapts the process to your life." },
  { icon: ShieldCheck, title: "Discretion", description: "Private sales, confidential negotiations and your information treated with the respect it deserves." },
  { icon: Sparkles, title: "Polish", description: "From the staging to the closing table, every detail is finished to a luxury standard." },
  { icon: Compass, title: "Local Roots", description: "A lake resident who knows the coves, the builders and the neighbors, not a visitor with a map." },
  { icon: CalendarCheck, title: "Follow-Through", description: "Deadlines kept, calls returned the same day and nothing left to chance before the keys change hands." },
];

/** The agent's biography, shared by the home and about pages. */
export const agentBiography: string[] = [
  "Meredith Vance has spent more than twenty-five years on Lake Norman, first as a resident raising a family on its shores and then as the advisor her neighbors call when it is time to buy or sell.",
  "She built her practice on a simple promise: a luxury move without the stress. That means complimentary staging, marketing that tells a home's story, negotiation that protects every dollar and the kind of local insight only a lake resident has.",
  "From waterfront estates on The Peninsula to historic homes in Myers Park and new builds on the Denver shoreline, Meredith represents buyers and sellers across Lake Norman, Lake Wylie and Charlotte.",
];
