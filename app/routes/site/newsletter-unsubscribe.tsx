import { data, redirect } from "react-router";
import { NewsletterLinkPage } from "#app/components/newsletter-link-page.tsx";
import { site } from "#app/content/site.ts";
import { cacheControl } from "#app/lib/cache-control.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { readUnsubscribeToken, unsubscribe } from "#app/services/newsletter-subscriptions.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

const UNSUBSCRIBE_INTENT = "unsubscribe";
const noStore = { "Cache-Control": cacheControl("no-store") };

type UnsubscribeState = "unsubscribable" | "unsubscribed" | "invalid";

/** Only shows the button: following the link (a person, or a mail scanner) unsubscribes no one. */
export function loader({ params, context }: Route.LoaderArgs) {
  const state: UnsubscribeState = readUnsubscribeToken(context.config.sessionSecrets, params.token) ? "unsubscribable" : "invalid";
  return data({ state }, { status: state === "invalid" ? 404 : 200, headers: noStore });
}

/**
 * The page's button, or a mail provider's one-click POST (RFC 8058: `List-Unsubscribe=One-Click`,
 * no cookie, no session): unsubscribes at once and answers 200. Any other post is one of the
 * page's lead forms, sent without JavaScript.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const oneClick = form?.get("List-Unsubscribe") === "One-Click";
  // This path is outside the sensitive rate-limit tier (mail providers post many unsubscribes a
  // minute): a lead form posted here without JavaScript is posted again to home, which counts it.
  if (!oneClick && form?.get("intent") !== UNSUBSCRIBE_INTENT) return redirect("/", 307);
  const state: UnsubscribeState = await unsubscribe(context.db, context.config.sessionSecrets, params.token);
  return data({ state }, { status: state === "invalid" ? 404 : 200, headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, `Unsubscribe from ${site.blogName}`) },
  { name: "robots", content: "noindex" },
];

const MESSAGES: Record<UnsubscribeState, { title: string; text: string }> = {
  unsubscribable: { title: `Unsubscribe from ${site.blogName}?`, text: "One click and this address receives no more letters." },
  unsubscribed: {
    title: "You're unsubscribed.",
    text: `This address receives no more of ${site.blogName}. Changed your mind? Subscribe again any time; we'll ask you to confirm.`,
  },
  invalid: { title: "This link does not work", text: "It may have been cut short. Use the Unsubscribe link at the foot of any letter." },
};

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = (actionData && "state" in actionData ? actionData.state : undefined) ?? loaderData.state;
  const { title, text } = MESSAGES[state];
  return (
    <NewsletterLinkPage
      title={title}
      text={text}
      action={state === "unsubscribable" ? { intent: UNSUBSCRIBE_INTENT, label: "Unsubscribe" } : undefined}
      onward={
        state === "unsubscribed"
          ? { to: "/the-lake-advisor#newsletter", label: "Subscribe again" }
          : { to: "/the-lake-advisor", label: "Read The Lake Advisor" }
      }
    />
  );
}
