import { ExternalLinkIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { pageTextAdminPath } from "#app/lib/admin-paths.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { PAGE_TEXT_PAGES, PAGE_TEXT_TITLES } from "#app/lib/page-texts-schema.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/page-texts-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Pages") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return null;
}

/** The pages whose fixed text the agent edits, each with its editor and its public page. */
export default function AdminPages() {
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader
        title="Pages"
        status="The text of home, about and the privacy policy. The facts about you and the firm are in the settings; each guide's text is under Neighborhoods."
      />
      <ul className="mt-8 divide-y divide-line border border-line bg-white shadow-card">
        {PAGE_TEXT_PAGES.map((page) => (
          <li key={page} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 sm:px-8">
            <Link to={pageTextAdminPath(page)} className="text-xl text-ink underline-offset-4 hover:underline">
              {PAGE_TEXT_TITLES[page].title}
            </Link>
            <a
              href={PAGE_TEXT_TITLES[page].path}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm text-lake underline underline-offset-2"
            >
              View {PAGE_TEXT_TITLES[page].path}
              <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
