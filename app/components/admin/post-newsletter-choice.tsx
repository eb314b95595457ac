import { MailIcon } from "lucide-react";
import { Link } from "react-router";
import { Select } from "#app/components/ui/field.tsx";
import {
  ADMIN_NEWSLETTER_PATH,
  EMAIL_POST_LABEL,
  NEWSLETTER_CONTENT_LABELS,
  NEWSLETTER_CONTENTS,
  type NewsletterContent,
  type NewsletterSendStatus,
} from "#app/lib/newsletter-send-status.ts";

/**
 * Beside Publish: "Email this post to subscribers", off by default, and what the e-mail carries.
 * Once the post has a send it is never offered again (a post is never sent twice); the editor
 * says where the send stands instead.
 */
export function PostNewsletterChoice({
  send,
  choice,
  onChange,
  disabled,
}: {
  send: NewsletterSendStatus | null;
  choice: NewsletterContent | null;
  onChange: (choice: NewsletterContent | null) => void;
  disabled: boolean;
}) {
  if (send) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone">
        <MailIcon aria-hidden="true" className="size-4" />
        {send === "waiting" ? "Will be e-mailed to subscribers when it goes live." : "E-mailed to subscribers."}{" "}
        <Link to={ADMIN_NEWSLETTER_PATH} className="text-lake underline underline-offset-2">
          See the newsletter
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={choice !== null}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked ? "excerpt" : null)}
          className="size-4 accent-lake"
        />
        {EMAIL_POST_LABEL}
      </label>
      {choice !== null ? (
        <label className="flex min-w-0 items-center gap-2">
          <span className="text-stone">Send</span>
          <Select
            value={choice}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value as NewsletterContent)}
            className="h-9 w-auto max-w-full min-w-0 py-0"
          >
            {NEWSLETTER_CONTENTS.map((content) => (
              <option key={content} value={content}>
                {NEWSLETTER_CONTENT_LABELS[content]}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
    </div>
  );
}
