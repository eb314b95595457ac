import { BanIcon, PauseIcon, PlayIcon } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { EmptyListMessage } from "#app/components/admin/admin-page-header.tsx";
import { ConfirmedFormButton } from "#app/components/admin/confirmed-form-button.tsx";
import { useHydrated, zoneBeforeHydration } from "#app/components/admin/use-hydrated.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  ADMIN_NEWSLETTER_PATH,
  NEWSLETTER_CONTENT_LABELS,
  NEWSLETTER_SEND_STATUS_LABELS,
  type NewsletterContent,
  type NewsletterSendStatus,
} from "#app/lib/newsletter-send-status.ts";

/** A send as the page shows it: its post and its e-mails counted by state. */
export type SendRow = {
  id: string;
  postId: string;
  postTitle: string;
  content: NewsletterContent;
  status: NewsletterSendStatus;
  createdAt: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
};

/** How often the page reads the progress again while a send is under way (with JavaScript). */
const PROGRESS_REFRESH_MS = 2_000;

/** The sends, newest first, each with its progress and the buttons its state allows; the page follows a send as it goes. */
export function NewsletterSendList({ sends }: { sends: SendRow[] }) {
  const revalidator = useRevalidator();
  const underWay = sends.some((send) => send.status === "sending" || send.status === "waiting");
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, PROGRESS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [underWay, revalidator]);

  if (sends.length === 0) {
    return <EmptyListMessage message="No post has been e-mailed yet. Tick “Email this post to subscribers” beside Publish in the post editor." />;
  }
  return (
    <ul aria-label="Sends" className="divide-y divide-line border border-line bg-white shadow-card">
      {sends.map((send) => (
        <SendItem key={send.id} send={send} />
      ))}
    </ul>
  );
}

function SendItem({ send }: { send: SendRow }) {
  const hydrated = useHydrated();
  const createdOn = new Date(send.createdAt).toLocaleDateString("en-US", {
    dateStyle: "medium",
    ...(hydrated ? {} : zoneBeforeHydration({ withTime: false })),
  });
  const done = send.sent + send.failed + send.cancelled;
  const percent = send.total > 0 ? Math.round((done / send.total) * 100) : send.status === "sent" ? 100 : 0;
  return (
    <li aria-label={send.postTitle} className="flex flex-col gap-4 px-5 py-5 sm:px-6 lg:flex-row lg:items-center lg:gap-8">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-[0.14em] text-gold-dark uppercase">{NEWSLETTER_SEND_STATUS_LABELS[send.status]}</p>
        <Link to={`/admin/lake-advisor/${send.postId}/edit`} className="mt-1 block text-lg text-ink hover:text-lake">
          {send.postTitle}
        </Link>
        <p className="mt-1 text-sm text-stone">
          {NEWSLETTER_CONTENT_LABELS[send.content]} · published with the e-mail on {createdOn}
        </p>
        <div className="mt-3 max-w-md">
          <div
            role="progressbar"
            aria-label={`${send.postTitle}: progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden bg-line"
          >
            <div className="h-full bg-lake" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-2 text-sm text-ink">
            {send.status === "waiting" ? (
              "Queued when the post goes live."
            ) : send.status === "sent" && send.total === 0 ? (
              "No one to send it to: there were no confirmed subscribers when it went live."
            ) : (
              <>
                <span>{send.queued} queued</span> · <span>{send.sent} sent</span> · <span>{send.failed} failed</span>
                {send.cancelled > 0 ? <> · {send.cancelled} cancelled</> : null} · <span>{send.total} total</span>
              </>
            )}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {send.status === "sending" ? <SendActionButton id={send.id} intent="pause" label="Pause" icon={<PauseIcon aria-hidden="true" />} /> : null}
        {send.status === "paused" ? <SendActionButton id={send.id} intent="resume" label="Resume" icon={<PlayIcon aria-hidden="true" />} /> : null}
        {send.status === "sending" || send.status === "paused" || send.status === "waiting" ? <CancelSendButton send={send} /> : null}
      </div>
    </li>
  );
}

function SendActionButton({ id, intent, label, icon }: { id: string; intent: string; label: string; icon: React.ReactNode }) {
  return (
    <Form method="post" action={ADMIN_NEWSLETTER_PATH} preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} variant="outline" size="sm">
        {icon}
        {label}
      </Button>
    </Form>
  );
}

/** Cancel posts its form without JavaScript; with it, after a confirmation. */
function CancelSendButton({ send }: { send: SendRow }) {
  return (
    <ConfirmedFormButton
      action={ADMIN_NEWSLETTER_PATH}
      intent="cancel"
      fields={{ id: send.id }}
      buttonProps={{ variant: "outline", size: "sm", className: "text-destructive" }}
      dialog={{
        title: "Cancel this send?",
        description: `“${send.postTitle}” will not be e-mailed to the ${send.status === "waiting" ? "subscribers" : `${send.queued} subscribers still queued`}. A post is never sent twice, so it cannot be sent again.`,
        confirm: (
          <>
            <BanIcon aria-hidden="true" />
            Cancel the send
          </>
        ),
        keep: "Keep sending",
      }}
    >
      <BanIcon aria-hidden="true" />
      Cancel
    </ConfirmedFormButton>
  );
}
