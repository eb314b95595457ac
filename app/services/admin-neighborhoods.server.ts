import type { Db } from "#app/db/client.server.ts";
import type { Neighborhood } from "#app/db/schema.ts";
import { NEIGHBORHOOD_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE, formBaseVersion } from "#app/lib/base-version.ts";
import { acceptedSave, listChange, noticeOnly, notUnderstood, parseDocumentForm, refusedSave, type DocumentAnswer } from "#app/lib/document-form.ts";
import { neighborhoodGuideSchema, newNeighborhoodSchema } from "#app/lib/neighborhood-schema.ts";
import type { NeighborhoodDraft } from "#app/lib/neighborhood-draft.ts";
import { recomputeAreaMonths } from "#app/services/market-import.server.ts";
import { createNeighborhood, findNeighborhoodBySlug, moveNeighborhood, saveNeighborhood, setNeighborhoodHidden } from "#app/models/neighborhoods.server.ts";
import { contentNestingProblem } from "#app/services/content-nesting.server.ts";
import { renderRefusal } from "#app/services/post-render.server.ts";
import { renderOffThread } from "#app/services/render-thread.server.ts";

type Answered = { status: number; answer: DocumentAnswer & { slug?: string } };

/**
 * A guide's form post: a list button's change handed back, or a save. A save checks every field
 * against the rules, renders and sanitises the overview's Markdown as a post's is (kept beside its
 * HTML), then stores the whole guide in one write. Bad input changes nothing and is answered with a
 * message per field and the values as sent; so is a save based on a version of the guide another
 * save has replaced (decision 037).
 */
export async function saveNeighborhoodForm(db: Db, slug: string, form: FormData, siteUrl: string): Promise<Answered> {
  const submission = parseDocumentForm(form, neighborhoodGuideSchema);
  if (!submission) return notUnderstood();
  if (submission.status === undefined) return listChange(submission);
  if (submission.status !== "success") return refusedSave(submission, 400, NEIGHBORHOOD_MESSAGES.invalid);
  const refuse = (status: number, overview: string) =>
    refusedSave(submission, status, NEIGHBORHOOD_MESSAGES.invalid, { overviewContent: `Overview: ${overview}` });
  const overviewMarkdown = submission.value.overviewContent;
  const nesting = contentNestingProblem(overviewMarkdown);
  if (nesting) return refuse(400, nesting);
  const rendered = await renderOffThread({ kind: "markdown", content: overviewMarkdown, siteUrl });
  if (!rendered.ok) return refuse(rendered.reason === "unavailable" ? 503 : 400, renderRefusal(rendered));
  if (!rendered.html.replace(/<[^>]*>/g, "").trim()) return refuse(400, "write some text; only formatting was left after removing what pages cannot show");
  const guide = { ...submission.value, overviewContent: rendered.html, overviewMarkdown };
  // A change of the guide's postal codes or subdivisions changes its market figures, in the same write.
  const saved = await db.transaction(async (tx) => {
    const before = await findNeighborhoodBySlug(tx, slug);
    const result = await saveNeighborhood(tx, slug, guide, formBaseVersion(form));
    const sameArea = (a: string[], b: string[]) => a.join("\n") === b.join("\n");
    if (
      result === "saved" &&
      before &&
      !(sameArea(before.marketPostalCodes, guide.marketPostalCodes) && sameArea(before.marketSubdivisions, guide.marketSubdivisions))
    ) {
      await recomputeAreaMonths(tx, slug);
    }
    return result;
  });
  if (saved === "missing") return refusedSave(submission, 404, NEIGHBORHOOD_MESSAGES.missing);
  if (saved === "conflict") return refusedSave(submission, 409, VERSION_CONFLICT_MESSAGE, {}, { conflict: true });
  return acceptedSave(submission, 200, NEIGHBORHOOD_MESSAGES.saved);
}

/** The list page's buttons: add a guide, move one, show or hide one. */
export async function neighborhoodListAction(db: Db, form: FormData): Promise<Answered> {
  const intent = form.get("intent");
  const slug = String(form.get("slug") ?? "");
  switch (intent) {
    case "create": {
      const submission = parseDocumentForm(form, newNeighborhoodSchema);
      if (!submission) return notUnderstood();
      if (submission.status !== "success") return refusedSave(submission, 400, NEIGHBORHOOD_MESSAGES.invalid);
      if (!(await createNeighborhood(db, submission.value)))
        return refusedSave(submission, 409, NEIGHBORHOOD_MESSAGES.invalid, { slug: NEIGHBORHOOD_MESSAGES.slugTaken });
      const created = acceptedSave(submission, 201, NEIGHBORHOOD_MESSAGES.created);
      return { ...created, answer: { ...created.answer, slug: submission.value.slug } };
    }
    case "up":
    case "down":
      return (await moveNeighborhood(db, slug, intent))
        ? noticeOnly(200, { ok: true, message: NEIGHBORHOOD_MESSAGES.moved })
        : noticeOnly(409, { ok: false, message: NEIGHBORHOOD_MESSAGES.cannotMove });
    case "show":
    case "hide": {
      const hide = intent === "hide";
      if (!hide) {
        // A guide added from the list has no text yet: it is shown only once its page would be whole.
        const row = await findNeighborhoodBySlug(db, slug);
        const check = row ? neighborhoodGuideSchema.safeParse({ ...neighborhoodDraft(row), hidden: "" }) : null;
        if (check && !check.success) {
          return noticeOnly(409, { ok: false, message: `${NEIGHBORHOOD_MESSAGES.incomplete} ${check.error.issues[0]?.message ?? ""}`.trim() });
        }
      }
      return (await setNeighborhoodHidden(db, slug, hide))
        ? noticeOnly(200, { ok: true, message: hide ? NEIGHBORHOOD_MESSAGES.hidden : NEIGHBORHOOD_MESSAGES.shown })
        : noticeOnly(404, { ok: false, message: NEIGHBORHOOD_MESSAGES.missing });
    }
    default:
      return noticeOnly(400, { ok: false, message: NEIGHBORHOOD_MESSAGES.unknownAction });
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
    marketPostalCodes: row.marketPostalCodes.join(", "),
    marketSubdivisions: row.marketSubdivisions.join(", "),
    mapCenterLat: text(row.mapCenterLat),
    mapCenterLng: text(row.mapCenterLng),
  };
}
