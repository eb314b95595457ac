import { data, NavLink } from "react-router";
import { AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { EMAIL_PREVIEWS, emailPreviewPath, type EmailPreviewKind } from "#app/lib/newsletter-send-status.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { cn } from "#app/lib/utils.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import { previewEmail } from "#app/services/email-previews.server.ts";
import type { Route } from "./+types/email-preview";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "E-mail preview") },
  { name: "robots", content: "noindex" },
];

const isKind = (kind: string): kind is EmailPreviewKind => Object.hasOwn(EMAIL_PREVIEWS, kind);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  if (!isKind(params.kind)) throw data("There is no such e-mail to preview.", { status: 404 });
  return { kind: params.kind, ...(await previewEmail(context.db, context.config.siteUrl, params.kind)) };
}

/** Every e-mail the site sends, as its reader gets it, with demo data and the settings of now. */
export default function EmailPreview({ loaderData }: Route.ComponentProps) {
  const { kind, subject, html, text } = loaderData;
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminPageHeader title="E-mail preview" status="Each e-mail the site sends, with demo data and your settings as they are now." />
      <nav aria-label="E-mails" className="mt-6 flex flex-wrap gap-2">
        {(Object.entries(EMAIL_PREVIEWS) as [EmailPreviewKind, string][]).map(([name, label]) => (
          <NavLink
            key={name}
            to={emailPreviewPath(name)}
            className={({ isActive }) =>
              cn("border px-3 py-2 text-sm", isActive ? "border-lake bg-lake text-cream" : "border-line bg-white text-ink hover:border-lake")
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-8 space-y-8">
        <AdminSection id="email-preview-html" title={`${EMAIL_PREVIEWS[kind]}: the HTML part`} description={`Subject: ${subject}`}>
          <iframe
            title={`${EMAIL_PREVIEWS[kind]}, as a mail client shows it`}
            sandbox=""
            srcDoc={html}
            className="h-[720px] w-full border border-line bg-white"
          />
        </AdminSection>
        <AdminSection
          id="email-preview-text"
          title="The plain-text part"
          description="What a mail client without HTML shows, and what screen readers often read."
        >
          {/* Its long links wrap anywhere, so on a phone it never scrolls sideways where no keyboard could follow. */}
          <pre className="bg-white p-4 text-sm wrap-anywhere whitespace-pre-wrap text-ink">{text}</pre>
        </AdminSection>
      </div>
    </div>
  );
}
