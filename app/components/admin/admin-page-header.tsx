import { ArrowLeftIcon, DownloadIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** Title block of an admin screen: eyebrow, serif heading, a line of status, actions on the right. */
export function AdminPageHeader({ title, status, actions }: { title: string; status?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 border-b border-line pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="eyebrow">The Lake Advisor · Admin</p>
        <h1 className="mt-2 text-4xl text-ink sm:text-5xl">{title}</h1>
        {status ? <div className="mt-2 text-sm text-stone">{status}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

/** A list's Export CSV: a download, not a page, so the browser fetches it itself. */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <DownloadIcon aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}

/** An empty list's line, with the way back to the whole list when filters or a page emptied it. */
export function EmptyListMessage({ message, reset }: { message: string; reset?: { to: string; label: string } }) {
  return (
    <p className="border border-line bg-white p-8 text-center text-stone">
      {message}
      {reset ? (
        <>
          {" "}
          <Link to={reset.to} className="text-lake underline underline-offset-2">
            {reset.label}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** A white card with a serif heading, for the sections of an admin form. */
export function AdminSection({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="border border-line bg-white p-5 shadow-card sm:p-8">
      <h2 id={id} className="text-2xl text-ink sm:text-3xl">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-stone">{description}</p> : null}
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

/** The way back from a record to its list, above the record's header. */
export function AdminBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-lake uppercase hover:text-ink">
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** A list's previous and next pages, and where the reader is; nothing when there is one page. */
export function AdminPager({
  label,
  page,
  pages,
  href,
  previous,
  next,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  previous: string;
  next: string;
}) {
  if (pages <= 1) return null;
  // Past the last page (an old link): back to the last page, and no count of a page that is not there.
  const past = page > pages;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={href(past ? pages : page - 1)} className="text-lake underline underline-offset-2">
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-stone">{past ? `${pages} pages` : `Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className="text-lake underline underline-offset-2">
          {next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
