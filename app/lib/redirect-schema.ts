import { z } from "zod";
import { hasControlCharacters } from "./control-characters.ts";
import { REDIRECT_MESSAGES } from "./admin-paths.ts";
import { REDIRECT_MATCHES, REDIRECT_STATUSES } from "./redirects.ts";

const MAX_PATH = 2000;

/**
 * The path `value` names on this site, percent-encoded as browsers send it and with "." and ".."
 * resolved, or a message. Another site in any spelling (`https://…`, `//…`, `/\…`, `javascript:`)
 * is refused, and so are a query and a fragment: a redirect matches a path, and keeps the
 * visitor's own query string.
 */
export function sitePathOf(value: string, label: string): { path: string } | { error: string } {
  const text = value.trim();
  if (text === "") return { error: `${label} is required` };
  if (text.length > MAX_PATH) return { error: `${label}: at most ${MAX_PATH} characters` };
  if (hasControlCharacters(text) || /\s/.test(text)) return { error: `${label}: a path has no spaces or invisible characters` };
  if (!text.startsWith("/") || text.startsWith("//") || text.includes("\\")) {
    return { error: `${label}: a path on this site starting with a single "/", like /old-page; redirects to other sites are refused` };
  }
  if (/[?#]/.test(text)) return { error: `${label}: the path alone, without "?" or "#"; the visitor's query string is kept` };
  let url: URL;
  try {
    url = new URL(text, "http://lakefront.invalid");
  } catch {
    return { error: `${label}: not a valid path` };
  }
  // "/.//evil", "/%2e//evil" and "/a/..//evil" resolve to "//evil", which a browser reads as
  // another site: what is checked is the path as resolved, not as typed.
  if (url.origin !== "http://lakefront.invalid" || /^\/[/\\]/.test(url.pathname)) {
    return { error: `${label}: a path on this site starting with a single "/", like /old-page; redirects to other sites are refused` };
  }
  return { path: url.pathname };
}

const pathField = (label: string) =>
  z.string({ error: `${label} is required` }).transform((value, ctx) => {
    const outcome = sitePathOf(value, label);
    if ("error" in outcome) {
      ctx.addIssue({ code: "custom", message: outcome.error });
      return z.NEVER;
    }
    return outcome.path;
  });

export const redirectSchema = z
  .object({
    fromPath: pathField("From"),
    toPath: pathField("To"),
    match: z.enum(REDIRECT_MATCHES, { error: "Match: exact path or prefix" }),
    status: z.coerce.number().refine((value): value is (typeof REDIRECT_STATUSES)[number] => (REDIRECT_STATUSES as readonly number[]).includes(value), {
      error: "Status: 301 (moved for good) or 302 (for now)",
    }),
  })
  .refine((value) => value.fromPath !== value.toPath, { path: ["toPath"], error: REDIRECT_MESSAGES.sameAsFrom });

export type RedirectInput = z.output<typeof redirectSchema>;
