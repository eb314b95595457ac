import { EyeIcon } from "lucide-react";
import { data, Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { NewsletterSendList } from "#app/components/admin/newsletter-send-list.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { SaveAnswer } from "#app/lib/document-form.ts";
import { emailPreviewPath } from "#app/lib/newsletter-send-status.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { countSubscribed } from "#app/models/admin-subscribers.server.ts";
import { listSends } from "#app/models/newsletter-sends.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { changeSend, SEND_ACTIONS, type SendAction } from "#app/services/newsletter-queue.server.ts";
import type { Route } from "./+types/newsletter-page";

const ANSWER_ID = "newsletter-send";
const SENDS_SHOWN = 50;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Newsletter") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const [sends, subscribed] = await Promise.all([listSends(context.db, SENDS_SHOWN), countSubscribed(context.db)]);
  return {
    sends: sends.map((send) => ({ ...send, createdAt: send.createdAt.toISOString() })),
    subscribed,
    ratePerMinute: context.config.newsletterRatePerMinute,
    mailConfigured: Boolean(context.config.smtpUrl),
  };
}

const ANSWERS: Record<SendAction, { done: string; refused: string }> = {
  pause: { done: "Send paused. Nothing more goes out until you resume it.", refused: "This send is not sending, so it cannot be paused." },
  resume: { done: "Send resumed.", refused: "This send is not paused, so it cannot be resumed." },
  cancel: { done: "Send cancelled. The e-mails still queued will not go out.", refused: "This send has finished, so there is nothing to cancel." },
};

/** Pause, Resume or Cancel a send, from its row. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (!(intent in SEND_ACTIONS) || !/^[0-9a-f-]{36}$/.test(id)) {
    return data<SaveAnswer>({ ok: false, message: "That is not something a send can do." }, { status: 400 });
  }
  const action = intent as SendAction;
  const changed = await changeSend(context.db, id, action);
  return data<SaveAnswer>(changed ? { ok: true, message: ANSWERS[action].done } : { ok: false, message: ANSWERS[action].refused }, {
    status: changed ? 200 : 409,
  });
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { sends, subscribed, ratePerMinute, mailConfigured } = loaderData;
  useSaveAnswer(actionData, ANSWER_ID);
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminPageHeader
        title="Newsletter"
        status={`${subscribed} confirmed ${subscribed === 1 ? "subscriber" : "subscribers"} · ${ratePerMinute} ${ratePerMinute === 1 ? "e-mail" : "e-mails"} a minute at most`}
        actions={
          <Button asChild variant="outline">
            <Link to={emailPreviewPath("newsletter")}>
              <EyeIcon aria-hidden="true" />
              Preview the e-mails
            </Link>
          </Button>
        }
      />
      {mailConfigured ? null : (
        <p role="status" className="mt-6 border border-amber-700/30 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          SMTP_URL is not set, so nothing is sent: sends wait in the queue until the site has a mail server.
        </p>
      )}
      <SaveStatus answer={actionData} />
      <p className="mt-6 max-w-3xl text-sm text-stone">
        A post is e-mailed when you publish it with “Email this post to subscribers” ticked, once it is live (a scheduled post when its time comes), to every
        confirmed subscriber of that moment. Each e-mail has a one-click unsubscribe link; a post is never sent twice.
      </p>
      <div className="mt-8">
        <NewsletterSendList sends={sends} />
      </div>
    </div>
  );
}
