import { createCookie, data, redirect, type AppLoadContext } from "react-router";
import { HONEYPOT_FIELD } from "#app/lib/form-fields.ts";
import { INQUIRE_PARAM } from "#app/lib/page-query-params.ts";
import { isLeadKind, LEAD_FAILURE_TOAST, leadSuccessToast, type LeadKind } from "#app/lib/lead-messages.ts";
import type { PageToast } from "#app/lib/toasts.ts";
import type { Config } from "#app/services/config.server.ts";
import { submitLeadForm, type LeadSubmissionResult } from "#app/services/lead-submission.server.ts";
import { logger } from "#app/lib/logger.server.ts";

/*
 * A lead form posted without JavaScript goes to the page it is on (each public page's action is
 * takeLeadFormPost). Taken, it is redirected back (303) with a short-lived cookie naming the form,
 * so the next page shows the form's toast once; refused, the same page is rendered again with the
 * form's messages and the visitor's input (AppLoadContext.page), and no cookie holds what they typed.
 */

export const LEAD_SENT_COOKIE = "lakefront_lead_sent";

const cookies = new WeakMap<Config, ReturnType<typeof createCookie>>();

function leadSentCookie(config: Config) {
  let cookie = cookies.get(config);
  if (!cookie) {
    cookie = createCookie(LEAD_SENT_COOKIE, { httpOnly: true, sameSite: "lax", secure: config.isProduction, path: "/", maxAge: 60 });
    cookies.set(config, cookie);
  }
  return cookie;
}

/** The form a redirect after a post without JavaScript says was sent, or null. */
export async function readLeadSentCookie(config: Config, cookieHeader: string | undefined): Promise<LeadKind | null> {
  if (!cookieHeader?.includes(`${LEAD_SENT_COOKIE}=`)) return null;
  const kind: unknown = await leadSentCookie(config)
    .parse(cookieHeader)
    .catch(() => null);
  return isLeadKind(kind) ? kind : null;
}

/**
 * What a request's page starts with (AppLoadContext.page): after a lead form was sent without
 * JavaScript, its toast, and the Set-Cookie that ends the cookie once the page has shown it.
 */
export async function pageOfRequest(
  config: Config,
  cookieHeader: string | undefined,
  siteSettings: AppLoadContext["siteSettings"],
): Promise<AppLoadContext["page"]> {
  const sent = await readLeadSentCookie(config, cookieHeader);
  if (!sent) return { toast: null, leadForm: null, setCookie: null };
  const toast: PageToast = { kind: "success", ...leadSuccessToast(sent, (await siteSettings()).agent.firstName) };
  return { toast, leadForm: null, setCookie: await leadSentCookie(config).serialize("", { maxAge: 0 }) };
}

/** What a visitor typed, as the form shows it again: the string fields, never the honeypot. */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== HONEYPOT_FIELD && name !== "kind") values[name] = value;
  }
  return values;
}

const notAFormPost = () => new Response(null, { status: 405, statusText: "Method Not Allowed", headers: { Allow: "GET, HEAD, POST" } });

/** The action of every public page: takes one of its lead forms posted without JavaScript. */
export async function takeLeadFormPost({ request, context }: { request: Request; context: AppLoadContext }) {
  if (request.method !== "POST") throw notAFormPost();
  const form = await request.formData().catch(() => null);
  const kind = form?.get("kind");
  // Anything but a lead form is what it was before pages took posts: a routing failure.
  if (!form || !isLeadKind(kind)) throw notAFormPost();

  const url = new URL(request.url);
  const page = new URL(url.pathname + url.search, context.config.siteUrl).toString();
  form.set("pageUrl", page);
  form.delete("submissionId");
  let result: LeadSubmissionResult | null;
  try {
    const settings = await context.siteSettings();
    result = await submitLeadForm(context.db, context.config, form, {
      url: request.url,
      cookieHeader: request.headers.get("cookie"),
      ipAddress: context.clientIp,
      userAgent: request.headers.get("user-agent"),
      firmName: settings.firm.name,
      receipts: settings.receipt.enabled,
    });
  } catch (error) {
    logger.error({ err: error, kind }, "a lead form posted without JavaScript could not be stored");
    result = null;
  }
  if (result?.body.ok) {
    // Back to the page, with no dialog asked open; "//host" would leave the site.
    const back = new URL(url);
    back.searchParams.delete(INQUIRE_PARAM);
    return redirect(back.pathname.replace(/^\/+/, "/") + back.search, {
      status: 303,
      headers: { "Set-Cookie": await leadSentCookie(context.config).serialize(kind) },
    });
  }
  if (result?.status === 400) {
    context.page.leadForm = { kind, values: typedValues(form), errors: result.body.errors };
    return data(null, { status: 400 });
  }
  // Not stored (the disk full, or a failure logged above): the page says so, with Retry-After (entry.server.tsx).
  context.page.leadForm = { kind, values: typedValues(form), errors: {} };
  context.page.toast = { kind: "error", ...LEAD_FAILURE_TOAST };
  return data(null, { status: 503 });
}
