import { data, Link } from "react-router";
import { MlsDisclaimer } from "#app/components/mls-disclaimer.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { cacheControl } from "#app/lib/cache-control.ts";
import { dayName, MARKET_REPORTS_PATH, marketReportPath, monthName } from "#app/lib/market-report.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import { readMarketReportsIndex } from "#app/services/market-reports.server.ts";
import type { Route } from "./+types/market-reports-page";

const CACHE_CONTROL = cacheControl({ page: 300 });

export async function loader({ context }: Route.LoaderArgs) {
  const [towns, settings] = await Promise.all([context.towns(), context.siteSettings()]);
  const index = await readMarketReportsIndex(context.db, { towns: towns.cards, mlsName: settings.compliance.mlsName });
  return data({ index }, { headers: { "Cache-Control": CACHE_CONTROL } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, "Market Reports"),
    description: `Each town's homes sold, prices and homes for sale around Lake Norman, Lake Wylie and Charlotte, month by month, from ${settings.compliance.mlsName}.`,
    path: MARKET_REPORTS_PATH,
    siteUrl,
    jsonLd: breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: "Market Reports", path: MARKET_REPORTS_PATH },
    ]),
  });
};

/** /market-reports (issue 36): every town's latest month, linking to its report. */
export default function MarketReportsPage({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { index } = loaderData;
  return (
    <>
      <PageHero image="/images/site/sold-hero.svg" eyebrow="The market, town by town" title="Market Reports">
        <p>
          What homes sold for, how long they took and how many are for sale, in every town {settings.agent.name} serves
          {index ? `, with ${settings.compliance.mlsName} data as of ${dayName(index.asOf)}` : ""}.
        </p>
      </PageHero>
      <div className="container-page py-14 sm:py-20">
        {index && index.areas.length > 0 ? (
          <>
            <h2 className="font-serif text-3xl text-ink sm:text-4xl">{monthName(index.month)}</h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {index.areas.map((area) => (
                <li key={area.slug} className="flex flex-col border border-line bg-white p-6">
                  <h3 className="font-serif text-2xl text-ink">{area.name}</h3>
                  <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
                    {[area.medianSalePrice, area.closedSales].map((figure) => (
                      <div key={figure.key}>
                        <dt className="text-xs font-semibold tracking-[0.14em] text-stone uppercase">{figure.label}</dt>
                        <dd className="mt-1 font-serif text-2xl text-ink">{figure.value ?? "—"}</dd>
                        {figure.change ? <dd className="mt-1 text-stone">{figure.change}</dd> : null}
                      </div>
                    ))}
                  </dl>
                  <Link to={marketReportPath(area.slug)} className="mt-6 inline-block py-1.5 font-semibold text-lake underline underline-offset-2">
                    The {area.name} market report
                  </Link>
                </li>
              ))}
            </ul>
            <MlsDisclaimer source={`${index.sourceLine}.`} className="mt-8 max-w-4xl" />
          </>
        ) : (
          <p className="max-w-2xl text-lg text-stone">The first reports appear here once this month&apos;s MLS data is in. Please come back soon.</p>
        )}
      </div>
    </>
  );
}
