import { HomeLink } from "#app/components/not-found-message.tsx";
import { site } from "#app/content/site.ts";

/**
 * The page a newsletter e-mail's link opens (confirm, unsubscribe): what it is about, and either
 * the one button that acts (a POST, so a mail scanner following the link changes nothing) or a
 * link onwards.
 */
export function NewsletterLinkPage({
  title,
  text,
  action,
  onward,
}: {
  title: string;
  text: string;
  action?: { intent: string; label: string };
  onward?: { to: string; label: string };
}) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-xs font-semibold tracking-[0.28em] text-gold-dark uppercase">{site.blogName}</p>
      <h1 className="mt-4 text-4xl text-ink sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-md text-stone">{text}</p>
      {action ? (
        <form method="post" className="mt-8">
          <button
            type="submit"
            name="intent"
            value={action.intent}
            className="inline-flex h-12 cursor-pointer items-center justify-center bg-ink px-8 text-xs font-semibold tracking-[0.16em] text-cream uppercase transition-colors hover:bg-lake"
          >
            {action.label}
          </button>
        </form>
      ) : onward ? (
        <HomeLink to={onward.to}>{onward.label}</HomeLink>
      ) : null}
    </section>
  );
}
