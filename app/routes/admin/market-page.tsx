import { data } from "react-router";
import { MarketImportScreen } from "#app/components/admin/market-import-screen.tsx";
import { MARKET_MESSAGES } from "#app/lib/admin-paths.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { latestMarketImport, unfinishedMarketImports } from "#app/models/market-data.server.ts";
import { listingDataStale } from "#app/lib/market-import-rules.ts";
import { handleMarketForm, type MarketAnswer } from "#app/services/admin-market.server.ts";
import { readAdminGuideListings } from "#app/services/market-reports.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/market-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Market data") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const [latest, unfinished] = await Promise.all([latestMarketImport(context.db), unfinishedMarketImports(context.db)]);
  const guides = await readAdminGuideListings(context.db, (await context.towns()).cards, latest);
  return { latest, unfinished, guides, stale: latest ? listingDataStale(latest.exportedAt, Date.now()) : false };
}

export async function action({ request, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => null);
  if (!form) return data<MarketAnswer>({ stage: "error", ok: false, message: MARKET_MESSAGES.notForm }, { status: 400 });
  const { status, answer } = await handleMarketForm(context.db, form, administrator.email);
  return data(answer, { status });
}

export default function AdminMarketPage({ loaderData, actionData }: Route.ComponentProps) {
  return <MarketImportScreen answer={actionData} {...loaderData} />;
}
