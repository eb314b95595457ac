import { data } from "react-router";
import { NewsletterLinkPage } from "#app/components/newsletter-link-page.tsx";
import { site } from "#app/content/site.ts";
import { cacheControl } from "#app/lib/cache-control.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { takeLeadFormPost } from "#app/services/lead-form-post.server.ts";
import { leadChannels } from "#app/services/lead-destinations.server.ts";
import { confirmationState, confirmSubscription, type ConfirmationState } from "#app/services/newsletter-subscriptions.server.ts";
import type { Route } from "./+types/newsletter-confirm";

const CONFIRM_INTENT = "confirm-subscription";
const noStore = { "Cache-Control": cacheControl("no-store") };

/** Only shows the button: a mail scanner that follows the link confirms no one (issue 35). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await confirmationState(context.db, context.config.sessionSecrets, params.token);
  return data({ state }, { status: state === "invalid" ? 404 : 200, headers: noStore });
}

/** The confirmation's button; any other post is one of the page's lead forms, sent without JavaScript. */
export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get("intent") !== CONFIRM_INTENT) return takeLeadFormPost(args);
  const state = await confirmSubscription(context.db, context.config.sessionSecrets, params.token, leadChannels(context.config));
  return data({ state }, { status: state === "invalid" ? 404 : 200, headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, `Confirm your subscription to ${site.blogName}`) },
  { name: "robots", content: "noindex" },
];

const MESSAGES: Record<ConfirmationState, { title: string; text: string }> = {
  confirmable: { title: "Confirm your subscription", text: `One click and ${site.blogName} starts arriving in your inbox.` },
  subscribed: {
    title: `You're subscribed to ${site.blogName}.`,
    text: "Thank you. Every new letter will reach you by e-mail; each one has a link to unsubscribe.",
  },
  invalid: {
    title: "This link no longer works",
    text: "Confirmation links work for 7 days, and only the latest one sent to an address. Subscribe again to receive a new one.",
  },
};

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const state = (actionData && "state" in actionData ? actionData.state : undefined) ?? loaderData.state;
  const { title, text } = MESSAGES[state];
  return (
    <NewsletterLinkPage
      title={title}
      text={text}
      action={state === "confirmable" ? { intent: CONFIRM_INTENT, label: "Confirm my subscription" } : undefined}
      onward={
        state === "invalid" ? { to: "/the-lake-advisor#newsletter", label: "Subscribe again" } : { to: "/the-lake-advisor", label: "Read The Lake Advisor" }
      }
    />
  );
}
