import {
  DENVER_NEARBY_SCHOOLS,
  SCHOOLS_SHOWN_DEFAULT,
  SCHOOLS_SHOWN_PER_TOWN,
  TROUTMAN_CHARTER_INDEX,
} from "#app/lib/constants.ts";
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
  /** Charlotte and the towns without a layout of their own: the rest as school-area link cards. */
  linkCards: School[];
};

/** Labels for a school's category badge; plain public schools have none. */
export const SCHOOL_CATEGORY_LABELS: Record<SchoolCategory, string> = {
  charter: "Charter School",
  other_district: "Neighboring District",
  private: "Private School",
};

const group = (kind: SchoolGroupKind, heading: string, schools: School[]): SchoolGroup[] =>
  schools.length > 0 ? [{ kind, heading, schools }] : [];

const withCategory = (schools: School[], category: SchoolCategory): School[] =>
  schools.map((school) => ({ ...school, category }));

/**
 * Per-town slicing of spec §9: Denver shows its first 8 as public schools, entries 8 to 12 as
 * nearby schools of other districts and the rest as private; Hickory shows 6, Cornelius 5,
 * Davidson 4 and every other town 3. Troutman's entry 4 is shown as a charter school. Charlotte
 * and the other towns without a count of their own list their remaining schools as link cards.
 */
export function layoutSchools(slug: string, schools: School[]): SchoolLayout {
  if (slug === "denver") {
    const { start, end } = DENVER_NEARBY_SCHOOLS;
    return {
      groups: [
        ...group("main", "Public Schools", schools.slice(0, start)),
        ...group("nearby", "Nearby Schools", withCategory(schools.slice(start, end), "other_district")),
        ...group("private", "Private Schools", withCategory(schools.slice(end), "private")),
      ],
      linkCards: [],
    };
  }

  const ownCount = SCHOOLS_SHOWN_PER_TOWN[slug];
  if (ownCount !== undefined) {
    return { groups: group("main", "Area Schools", schools.slice(0, ownCount)), linkCards: [] };
  }

  const main = schools.slice(0, SCHOOLS_SHOWN_DEFAULT);
  if (slug === "troutman") {
    const charter = schools[TROUTMAN_CHARTER_INDEX];
    const rest = schools.filter((_, index) => index >= SCHOOLS_SHOWN_DEFAULT && index !== TROUTMAN_CHARTER_INDEX);
    return {
      groups: [
        ...group("main", "Area Schools", main),
        ...group("charter", "Charter School", charter ? withCategory([charter], "charter") : []),
      ],
      linkCards: rest,
    };
  }

  return { groups: group("main", "Area Schools", main), linkCards: schools.slice(SCHOOLS_SHOWN_DEFAULT) };
}
