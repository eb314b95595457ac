import { data } from "react-router";
import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import "#app/widgets/missing-page-log/missing-page-log-names.ts";
import type { Route } from "./+types/not-found";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

// Document requests for legacy paths get their 301 from the Express server before routing.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Page not found") },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <NotFoundMessage title="Oops! Page not found">
      <missing-page-log hidden />
      <p>The page you are looking for has moved or never existed.</p>
      <HomeLink />
    </NotFoundMessage>
  );
}
