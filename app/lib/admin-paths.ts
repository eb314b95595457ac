/** The admin's content sections (the leads desk's paths are in admin-lead-filters.ts). */
export const ADMIN_SETTINGS_PATH = "/admin/settings";

export const SETTINGS_MESSAGES = {
  saved: "Settings saved",
  invalid: "Please fix the highlighted fields",
  noSuchPost: "Choose a published post: this one is not published",
} as const;

export const ADMIN_PAGES_PATH = "/admin/pages";
export const pageTextAdminPath = (page: string) => `${ADMIN_PAGES_PATH}/${page}`;

export const PAGE_TEXT_MESSAGES = {
  saved: "Page saved",
  invalid: "Please fix the highlighted fields",
  missing: "There is no such page. The pages you can edit are Home, About and Privacy policy.",
  needsJavaScript: "Editing this text needs JavaScript, which is off in this browser: it is kept as it is when you save the other fields.",
} as const;

export const ADMIN_TESTIMONIALS_PATH = "/admin/testimonials";

export const TESTIMONIAL_MESSAGES = {
  saved: "Testimonials saved",
  invalid: "Please fix the highlighted fields",
} as const;

export const ADMIN_SOLD_PATH = "/admin/sold";
export const ADMIN_SOLD_NEW_PATH = "/admin/sold/new";
export const ADMIN_SOLD_IMPORT_PATH = "/admin/sold/import";
export const soldAdminPath = (id: string) => `${ADMIN_SOLD_PATH}/${id}`;

export const SOLD_MESSAGES = {
  created: "Sold property added",
  saved: "Sold property saved",
  deleted: "Sold property deleted",
  invalid: "Please fix the highlighted fields",
  mlsTaken: "Another sold home has this MLS number",
  homePositionTaken: "Another sold home has this place on the home page",
  missing: "This sold property no longer exists. It may have been deleted.",
} as const;

export const ADMIN_NEIGHBORHOODS_PATH = "/admin/neighborhoods";
export const neighborhoodAdminPath = (slug: string) => `${ADMIN_NEIGHBORHOODS_PATH}/${slug}`;

export const NEIGHBORHOOD_MESSAGES = {
  created: "Neighborhood added. It stays hidden from visitors until you show it.",
  saved: "Neighborhood saved",
  invalid: "Please fix the highlighted fields",
  slugTaken: "Another neighborhood has this slug",
  missing: "This neighborhood no longer exists.",
  shown: "Shown to visitors",
  hidden: "Hidden from visitors",
  moved: "Order saved",
  cannotMove: "It is already at that end of the list",
  incomplete: "Write the guide before showing it:",
  unknownAction: "Send one of the list's buttons",
} as const;

export const ADMIN_MEDIA_PATH = "/admin/media";
/** The media picker's list of uploads (JSON, a page at a time). */
export const MEDIA_CHOICES_PATH = "/admin/media/choices";

export const MEDIA_LIBRARY_MESSAGES = {
  deleted: "Image deleted",
  uploaded: "Image uploaded",
  inUse: "This image is in use, so it was not deleted: remove it from the places listed first.",
  missing: "This image is no longer in the library. It may have been deleted already.",
  invalid: "Choose an image to delete",
  failed: "The image could not be deleted. Please try again.",
  loadFailed: "The library could not be loaded. Please try again.",
  chosenGone: "This image has just been deleted from the library: choose another.",
  chooseFailed: "The image could not be chosen. Please try again.",
} as const;

export const ADMIN_REDIRECTS_PATH = "/admin/redirects";
export const redirectAdminPath = (id: string) => `${ADMIN_REDIRECTS_PATH}/${id}`;
export const ADMIN_REDIRECTS_PAGE_SIZE = 50;

export const REDIRECT_MESSAGES = {
  created: "Redirect added",
  saved: "Redirect saved",
  deleted: "Redirect deleted",
  invalid: "Please fix the highlighted fields",
  missing: "This redirect no longer exists. It may have been deleted.",
  fromTaken: "From: another redirect already starts from this path; edit that one instead",
  sameAsFrom: "To: a redirect must lead somewhere else than where it starts",
  loop: "To: this would make a loop, as following the redirects from here comes back to where it starts",
  livePage: "From: this path is a live page of the site, which always wins over a redirect; choose a path that no longer exists",
  livePrefix: "From: this prefix covers live pages of the site, which always win over a redirect; choose a narrower prefix",
  noPageAtTarget: (path: string) => `Nothing answers at ${path} yet: visitors sent there will see "Oops! Page not found" until a page does.`,
} as const;

export const ADMIN_MARKET_PATH = "/admin/market";

export const MARKET_MESSAGES = {
  noFile: "Choose the CSV file of your MLS listings export",
  notForm: "Send the file as a form",
  gone: "This preview has been imported already or has expired. Choose the file again.",
  asOfMissing: "Give the date the export was taken",
  asOfInvalid: "The date the export was taken must be a day like 2026-10-31, not in the future",
  failed: "The file could not be read. Please try again; nothing was imported.",
  importStopped:
    "The import stopped before it finished. Nothing is lost: it goes on by itself within a few minutes, and the pages take its date and figures once it is done.",
  noListing: "That listing is not in the MLS data any more. Import a newer export, or choose another.",
  pin: "Pinned: it leads its guide's homes for sale",
  unpin: "Unpinned",
  hide: "Hidden from its guide",
  show: "Shown on its guide again",
  photo: "Photo saved: it shows on the listing's card",
  "remove-photo": "Photo removed: the card says “Photos on request”",
  photoMissing: "Choose a photo from the media library first",
  photoNotUploaded: "The photo must be an image uploaded to the media library (/media/…), never one from the MLS",
} as const;

/** The id of a listing's row on /admin/market, which the media library links to. */
export const marketListingAnchor = (listingId: string) => `listing-${listingId.replace(/[^A-Za-z0-9_-]/g, "-")}`;

/** "Import complete: 1,204 listings added, 37 updated (in 4.2 seconds)." */
export function marketImportMessage({ added, updated, ms }: { added: number; updated: number; ms: number }): string {
  const seconds = ms < 10_000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000).toString();
  return `Import complete: ${added.toLocaleString("en-US")} ${added === 1 ? "listing" : "listings"} added, ${updated.toLocaleString("en-US")} updated (in ${seconds} seconds).`;
}

/** The analytics dashboard (issue 37). */
export const ADMIN_ANALYTICS_PATH = "/admin/analytics";
