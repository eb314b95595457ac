import { SCHOOLS_SHOWN_DEFAULT, SCHOOLS_SHOWN_PER_TOWN } from "#app/lib/constants.ts";
import type { School, SchoolCategory } from "#app/content/content-types.ts";

export type SchoolGroupKind = "main" | "nearby" | "private" | "charter";

export type SchoolGroup = {
  kind: SchoolGroupKind;
  heading: string;
  schools: School[];
};

/**
 * What a town's Schools section renders (spec §9): school groups as full cards, then the
 * "see more" link cards. Empty groups are left out.
 */
export type SchoolLayout = {
  groups: SchoolGroup[];
  /** The public schools past the town's count, as school-area link cards. */
  linkCards: School[];
};

/** Labels for a school's category badge; plain public schools have none. */
export const SCHOOL_CATEGORY_LABELS: Record<SchoolCategory, string> = {
  charter: "Charter School",
  other_district: "Neighboring District",
  private: "Private School",
};

const group = (kind: SchoolGroupKind, heading: string, schools: School[]): SchoolGroup[] => (schools.length > 0 ? [{ kind, heading, schools }] : []);

/**
 * Spec §9's layouts, read from each school's category so the agent's edits hold (issue 16): the
 * public schools (no category) as full cards up to the town's count (Denver 8, Hickory 6, Cornelius
 * 5, Davidson 4, every other town 3), then the schools of other districts, the private and the
 * charter schools in groups of their own (in the demo data, Denver's entries 8 to 12 and the rest,
 * and Troutman's entry 4), and the public schools past the count as school-area link cards, so a
 * school the agent adds is never dropped.
 */
export function layoutSchools(slug: string, schools: School[]): SchoolLayout {
  const inCategory = (category: SchoolCategory | undefined) => schools.filter((school) => school.category === category);
  const publicSchools = inCategory(undefined);
  const shown = SCHOOLS_SHOWN_PER_TOWN[slug] ?? SCHOOLS_SHOWN_DEFAULT;
  return {
    groups: [
      ...group("main", slug === "denver" ? "Public Schools" : "Area Schools", publicSchools.slice(0, shown)),
      ...group("nearby", "Nearby Schools", inCategory("other_district")),
      ...group("private", "Private Schools", inCategory("private")),
      ...group("charter", inCategory("charter").length > 1 ? "Charter Schools" : "Charter School", inCategory("charter")),
    ],
    linkCards: publicSchools.slice(shown),
  };
}
