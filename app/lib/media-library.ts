import { z } from "zod";
import {
  ADMIN_MARKET_PATH,
  ADMIN_SETTINGS_PATH,
  ADMIN_TESTIMONIALS_PATH,
  MEDIA_CHOICES_PATH,
  MEDIA_LIBRARY_MESSAGES,
  marketListingAnchor,
  neighborhoodAdminPath,
  soldAdminPath,
} from "#app/lib/admin-paths.ts";

/** Where an upload is used: the kind of record, which one (its id or slug) and its name. */
export type MediaUsage = { kind: "post" | "settings" | "testimonial" | "sold" | "neighborhood" | "listing"; ref: string; label: string };

/** The editor of the record that uses an image, and how the library names it. */
export function mediaUsageLink(usage: MediaUsage): { href: string; text: string } {
  switch (usage.kind) {
    case "post":
      return { href: `/admin/lake-advisor/${usage.ref}/edit`, text: `Post: ${usage.label}` };
    case "settings":
      return { href: ADMIN_SETTINGS_PATH, text: "Site settings" };
    case "testimonial":
      return { href: ADMIN_TESTIMONIALS_PATH, text: `Testimonial: ${usage.label}` };
    case "sold":
      return { href: soldAdminPath(usage.ref), text: `Sold home: ${usage.label}` };
    case "neighborhood":
      return { href: neighborhoodAdminPath(usage.ref), text: `Neighborhood: ${usage.label}` };
    case "listing":
      return { href: `${ADMIN_MARKET_PATH}#${marketListingAnchor(usage.ref)}`, text: `Listing card: ${usage.label}` };
  }
}

const mediaChoiceSchema = z.object({
  id: z.string(),
  /** The largest variant, the URL an image field stores (as an upload answers). */
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
  originalName: z.string(),
});

/** One page of the picker's list, newest upload first. */
export const mediaChoicesSchema = z.object({ images: z.array(mediaChoiceSchema), page: z.number(), pages: z.number() });

export type MediaChoice = z.infer<typeof mediaChoiceSchema>;
export type MediaChoices = z.infer<typeof mediaChoicesSchema>;

const SESSION_ENDED = "Your session has ended: sign in again in another tab, then try again.";

/** Fetches one page of the picker's list; rejects with a message to show in the picker. */
export async function fetchMediaChoices(page: number, signal?: AbortSignal): Promise<MediaChoices> {
  const response = await fetch(`${MEDIA_CHOICES_PATH}?page=${page}`, { headers: { Accept: "application/json" }, signal }).catch(() => null);
  if (response?.status === 401) throw new Error(SESSION_ENDED);
  const parsed = mediaChoicesSchema.safeParse(response?.ok ? await response.json().catch(() => null) : null);
  if (!parsed.success) throw new Error(MEDIA_LIBRARY_MESSAGES.loadFailed);
  return parsed.data;
}

/**
 * Tells the server an upload was chosen, so an unused one is kept through the sweeps until the
 * form is saved; rejects with a message to show in the picker (the upload may just have been deleted).
 */
export async function keepMediaChoice(id: string): Promise<void> {
  const body = new FormData();
  body.set("id", id);
  const response = await fetch(MEDIA_CHOICES_PATH, { method: "POST", headers: { Accept: "application/json" }, body }).catch(() => null);
  if (response?.ok) return;
  if (response?.status === 401) throw new Error(SESSION_ENDED);
  throw new Error(response?.status === 404 ? MEDIA_LIBRARY_MESSAGES.chosenGone : MEDIA_LIBRARY_MESSAGES.chooseFailed);
}
