import type { Db } from "#app/db/client.server.ts";
import type { Neighborhood } from "#app/db/schema.ts";
import { NEIGHBORHOOD_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE, formBaseVersion } from "#app/lib/base-version.ts";
import { NEIGHBORHOOD_LISTS, neighborhoodGuideSchema, newNeighborhoodSchema } from "#app/lib/neighborhood-schema.ts";
import { nestedFormValues } from "#app/lib/nested-form-values.ts";
import { pathFieldErrors } from "#app/lib/site-settings-schema.ts";
import type { NeighborhoodDraft } from "#app/lib/neighborhood-draft.ts";
import { createNeighborhood, findNeighborhoodBySlug, moveNeighborhood, saveNeighborhood, setNeighborhoodHidden } from "#app/models/neighborhoods.server.ts";
import { contentNestingProblem } from "#app/services/content-nesting.server.ts";
import { renderRefusal } from "#app/services/post-render.server.ts";
import { renderOffThread } from "#app/services/render-thread.server.ts";

export type NeighborhoodAnswer =
  | { ok: true; message: string; slug?: string }
  | { ok: false; message: string; errors: Record<string, string>; values: Record<string, unknown>; conflict?: boolean };

type Answered = { status: number; answer: NeighborhoodAnswer };

const refused = (
  status: number,
  values: Record<string, unknown>,
  errors: Record<string, string>,
  message: string = NEIGHBORHOOD_MESSAGES.invalid,
): Answered => ({
  status,
  answer: { ok: false, message, errors, values },
});

/**
 * A guide's form: every field checked against the rules, the overview's Markdown rendered and
 * sanitised as a post's is (and kept beside its HTML), then the whole guide stored in one write. Bad input changes nothing and is answered
 * with a message per field, by path ("schools.2.url"), and the values as sent; so is a save based
 * on a version of the guide another save has replaced (decision 037).
 */
export async function saveNeighborhoodForm(db: Db, slug: string, form: FormData, siteUrl: string): Promise<Answered> {
  const values = nestedFormValues(form);
  for (const list of NEIGHBORHOOD_LISTS) values[list] ??= [];
  const parsed = neighborhoodGuideSchema.safeParse(values);
  if (!parsed.success) return refused(400, values, pathFieldErrors(parsed.error));
  const overviewMarkdown = parsed.data.overviewContent;
  const nesting = contentNestingProblem(overviewMarkdown);
  if (nesting) return refused(400, values, { overviewContent: `Overview: ${nesting}` });
  const rendered = await renderOffThread({ kind: "markdown", content: overviewMarkdown, siteUrl });
  if (!rendered.ok) return refused(rendered.reason === "unavailable" ? 503 : 400, values, { overviewContent: `Overview: ${renderRefusal(rendered)}` });
  if (!rendered.html.replace(/<[^>]*>/g, "").trim())
    return refused(400, values, { overviewContent: "Overview: write some text; only formatting was left after removing what pages cannot show" });
  const saved = await saveNeighborhood(db, slug, { ...parsed.data, overviewContent: rendered.html, overviewMarkdown }, formBaseVersion(form));
  if (saved === "missing") return refused(404, values, {}, NEIGHBORHOOD_MESSAGES.missing);
  if (saved === "conflict") return { status: 409, answer: { ok: false, message: VERSION_CONFLICT_MESSAGE, errors: {}, values, conflict: true } };
  return { status: 200, answer: { ok: true, message: NEIGHBORHOOD_MESSAGES.saved } };
}

/** The list page's buttons: add a guide, move one, show or hide one. */
export async function neighborhoodListAction(db: Db, form: FormData): Promise<Answered> {
  const values = nestedFormValues(form);
  const slug = typeof values.slug === "string" ? values.slug : "";
  switch (values.intent) {
    case "create": {
      const parsed = newNeighborhoodSchema.safeParse(values);
      if (!parsed.success) return refused(400, values, pathFieldErrors(parsed.error));
      if (!(await createNeighborhood(db, parsed.data))) return refused(409, values, { slug: NEIGHBORHOOD_MESSAGES.slugTaken });
      return { status: 201, answer: { ok: true, message: NEIGHBORHOOD_MESSAGES.created, slug: parsed.data.slug } };
    }
    case "up":
    case "down":
      return (await moveNeighborhood(db, slug, values.intent))
        ? { status: 200, answer: { ok: true, message: NEIGHBORHOOD_MESSAGES.moved } }
        : refused(409, {}, {}, NEIGHBORHOOD_MESSAGES.cannotMove);
    case "show":
    case "hide": {
      const hide = values.intent === "hide";
      if (!hide) {
        // A guide added from the list has no text yet: it is shown only once its page would be whole.
        const row = await findNeighborhoodBySlug(db, slug);
        const check = row ? neighborhoodGuideSchema.safeParse({ ...neighborhoodDraft(row), hidden: "" }) : null;
        if (check && !check.success) return refused(409, {}, {}, `${NEIGHBORHOOD_MESSAGES.incomplete} ${check.error.issues[0]?.message ?? ""}`.trim());
      }
      return (await setNeighborhoodHidden(db, slug, hide))
        ? { status: 200, answer: { ok: true, message: hide ? NEIGHBORHOOD_MESSAGES.hidden : NEIGHBORHOOD_MESSAGES.shown } }
        : refused(404, {}, {}, NEIGHBORHOOD_MESSAGES.missing);
    }
    default:
      return refused(400, {}, {}, NEIGHBORHOOD_MESSAGES.unknownAction);
  }
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** The stored guide as the form's fields. */
export function neighborhoodDraft(row: Neighborhood): NeighborhoodDraft {
  return {
    name: row.name,
    tagline: row.tagline,
    heroImageUrl: row.heroImageUrl,
    cardDescription: row.cardDescription,
    cardImageUrl: row.cardImageUrl,
    hidden: row.hidden,
    // A guide written as HTML before the Markdown editor: its HTML is its Markdown.
    overviewContent: row.overviewMarkdown ?? row.overviewContent,
    history: row.history,
    marketDescription: row.marketDescription,
    primeNeighborhoods: row.primeNeighborhoods.map((place) =>
      typeof place === "string" ? { name: place, description: "" } : { name: place.name, description: place.description ?? "" },
    ),
    locationDescription: row.locationDescription,
    distanceToCharlotte: text(row.distanceToCharlotte),
    distanceToLake: text(row.distanceToLake),
    averageHomePrice: text(row.averageHomePrice),
    marketTrends: text(row.marketTrends),
    keyFeatures: row.keyFeatures.map((feature) => ({ ...feature })),
    featuredListings: row.featuredListings.map((listing) => ({
      imageUrl: listing.imageUrl,
      price: listing.price,
      address: listing.address,
      beds: text(listing.beds),
      baths: text(listing.baths),
      sqft: text(listing.sqft),
      lotSize: listing.lotSize,
      listingBrokerage: listing.listingBrokerage ?? "",
      description: listing.description,
    })),
    schools: row.schools.map((school) => ({ ...school, category: school.category ?? "" })),
    schoolDistrictUrl: text(row.schoolDistrictUrl),
    avgPrice: text(row.avgPrice),
    avgDaysOnMarket: text(row.avgDaysOnMarket),
    pricePerSqft: text(row.pricePerSqft),
    restaurants: row.restaurants.map((place) => ({ ...place })),
    outdoorActivities: row.outdoorActivities.map((activity) => ({ ...activity })),
    localEvents: row.localEvents.map((event) => ({ ...event })),
    boldtrailSearchUrl: text(row.boldtrailSearchUrl),
    mapCenterLat: text(row.mapCenterLat),
    mapCenterLng: text(row.mapCenterLng),
  };
}
