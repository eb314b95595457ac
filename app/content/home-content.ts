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

/** The icons of the home page's four services and six values, by place; their text is in the page texts. */
export const serviceIcons: LucideIcon[] = [Armchair, BookOpenText, Handshake, MapPinned];
export const homeValueIcons: LucideIcon[] = [MessagesSquare, HeartHandshake, ShieldCheck, Sparkles, Compass, CalendarCheck];

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
