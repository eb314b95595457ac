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
