import { Award, Building2, CalendarClock, GraduationCap, Landmark, type LucideIcon, MessageCircle, Plane, Trophy, UserRound } from "lucide-react";

/** The icons of the About page's three value blocks and six credentials, by place; their text is in the page texts. */
export const aboutValueIcons: LucideIcon[] = [MessageCircle, UserRound, Trophy];
export const credentialIcons: LucideIcon[] = [Award, CalendarClock, Building2, Landmark, GraduationCap, Plane];
