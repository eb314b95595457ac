/** The admin's content sections (the leads desk's paths are in admin-lead-filters.ts). */
export const ADMIN_SETTINGS_PATH = "/admin/settings";

export const SETTINGS_MESSAGES = {
  saved: "Settings saved",
  invalid: "Please fix the highlighted fields",
  noSuchPost: "No published post has this slug",
} as const;

export const ADMIN_TESTIMONIALS_PATH = "/admin/testimonials";

export const TESTIMONIAL_MESSAGES = {
  saved: "Testimonials saved",
  invalid: "Please fix the highlighted fields",
} as const;
