import {
  Award,
  Building2,
  CalendarClock,
  GraduationCap,
  Landmark,
  type LucideIcon,
  MessageCircle,
  Plane,
  Trophy,
  UserRound,
} from "lucide-react";
import type { SiteSettings } from "./content-types.ts";

/** The icons of the About page's three value blocks, by place; their text is in the page texts. */
export const aboutValueIcons: LucideIcon[] = [MessageCircle, UserRound, Trophy];

export type Credential = { icon: LucideIcon; title: string; detail: string };

/** The About page's credentials, naming the designation, the firm and its offices of the settings. */
export const credentialsOf = (settings: SiteSettings): Credential[] => [
  { icon: Award, title: settings.agent.certification, detail: "The luxury-market designation of The Institute for Luxury Home Marketing." },
  { icon: CalendarClock, title: "25+ years of experience", detail: "A quarter century of buying, selling and living on Lake Norman." },
  { icon: Building2, title: settings.firm.name, detail: `Offices in ${settings.offices.map((office) => office.name).join(", ")}.` },
  { icon: Landmark, title: "Licensed in North and South Carolina", detail: "Serving Lake Norman, Lake Wylie and Charlotte on both sides of the state line." },
  { icon: GraduationCap, title: "Waterfront specialist", detail: "Fluent in Duke Energy shoreline rules, dock permits, seawalls and water-depth surveys." },
  { icon: Plane, title: "Relocation specialist", detail: "Guiding families moving to the Charlotte region from across the country, from the first call to the first sunset." },
];
