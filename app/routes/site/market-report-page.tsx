import { data, Link } from "react-router";
import { MarketChart } from "#app/components/market/market-chart.tsx";
import { MarketFigures } from "#app/components/market/market-figures.tsx";
import { MlsDisclaimer } from "#app/components/mls-disclaimer.tsx";
import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { cacheControl } from "#app/lib/cache-control.ts";
import { shiftMonth } from "#app/lib/market-month-figures.ts";
import { dayName, MARKET_REPORTS_PATH, marketReportPath, MONTH_PARAM, monthName, reportTitle } from "#app/lib/market-report.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { MLS_PARTICIPANTS_NOTICE } from "#app/lib/mls-data-source.ts";
import { neighborhoodPath } from "#app/lib/neighborhood-path.ts";
import { absoluteUrl, breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import { readMarketReport } from "#app/services/market-reports.server.ts";
import type { Route } from "./+types/market-report-page";

/** Figures change only with an import: a CDN may keep a report five minutes. */
const CACHE_CONTROL = cacheControl({ page: 300 });

export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.month !== undefined && !MONTH_PARAM.test(params.month)) return data({ report: null }, { status: 404 });
  const [towns, settings] = await Promise.all([context.towns(), context.siteSettings()]);
  const report = await readMarketReport(context.db, { slug: params.slug, month: params.month, towns: towns.cards, mlsName: settings.compliance.mlsName });
  if (!report) return data({ report: null }, { status: 404 });
  const town = towns.cards.find((card) => card.slug === params.slug)!;
  return data({ report, heroImage: town.heroImage }, { headers: { "Cache-Control": CACHE_CONTROL } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const settings = settingsFrom(matches);
  const report = loaderData?.report;
  if (!report) return [{ title: pageTitle(settings.agent.name, "Market Report Not Found") }, { name: "robots", content: "noindex" }];
  const siteUrl = siteUrlFrom(matches);
  const path = report.month === report.latestMonth ? marketReportPath(report.area.slug) : marketReportPath(report.area.slug, report.month);
  const title = reportTitle(report.area.name, report.month);
  const price = report.figures.find((figure) => figure.key === "medianSalePrice");
  const sold = report.figures.find((figure) => figure.key === "closedSales");
  const description = `${report.area.name} homes in ${monthName(report.month)}: ${sold?.value ?? "no"} sold${price?.value ? ` at a median ${price.value}` : ""}${price?.change ? ` (${price.change})` : ""}. From ${settings.compliance.mlsName}, as of ${dayName(report.asOf)}.`;
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, title),
    socialTitle: title,
    description,
    path,
    siteUrl,
    image: loaderData.heroImage,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Dataset",
        name: title,
        description,
        url: absoluteUrl(siteUrl, path),
        creator: { "@type": "Organization", name: settings.firm.name },
        isBasedOn: settings.compliance.mlsName,
        temporalCoverage: `${report.first}/${report.last}`,
        spatialCoverage: { "@type": "Place", name: `${report.area.name}, NC` },
        dateModified: report.asOf,
        variableMeasured: report.figures.map((figure) => figure.label),
        isAccessibleForFree: true,
        creditText: `${report.sourceLine}. ${MLS_PARTICIPANTS_NOTICE}`,
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Market Reports", path: MARKET_REPORTS_PATH },
        { name: title, path },
      ]),
    ],
  });
};

/**
 * /market-reports/{area} and /market-reports/{area}/{yyyy-mm} (issue 36): a town's month against
 * the same month a year before, three charts of the 24 months to it (SVG drawn on the server, no
 * script), each with its table and source, and the months before.
 */
export default function MarketReportPage({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { report } = loaderData;
  if (!report) {
    return (
      <NotFoundMessage title="Market Report Not Found">
        <p>There is no market report for this town and month.</p>
        <HomeLink to={MARKET_REPORTS_PATH}>See every market report</HomeLink>
      </NotFoundMessage>
    );
  }
  const source = `${report.sourceLine}.`;
  return (
    <>
      <PageHero image={loaderData.heroImage} eyebrow={`Market report · ${monthName(report.month)}`} title={`${report.area.name} Real Estate Market`}>
        <p>
          Homes sold, prices and homes for sale in {report.area.name}, month by month, from {settings.compliance.mlsName} data as of {dayName(report.asOf)}.
        </p>
      </PageHero>
      <div className="container-page space-y-16 py-14 sm:py-20">
        <section aria-labelledby="month-heading">
          <h2 id="month-heading" className="font-serif text-3xl text-ink sm:text-4xl">
            {monthName(report.month)} at a glance
          </h2>
          <p className="mt-2 max-w-3xl text-stone">Each figure against {monthName(shiftMonth(report.month, -12))}.</p>
          <div className="mt-8">
            <MarketFigures figures={report.figures} labelledBy="month-heading" />
          </div>
          <MlsDisclaimer source={source} className="mt-4 max-w-4xl" />
        </section>

        {report.segments.length > 0 ? (
          <section aria-labelledby="segments-heading">
            <h2 id="segments-heading" className="font-serif text-3xl text-ink sm:text-4xl">
              On the water and off it
            </h2>
            <div className="mt-8 space-y-10">
              {report.segments.map((segment) => (
                <div key={segment.segment}>
                  <h3 id={`segment-${segment.segment}`} className="mb-4 text-xs font-semibold tracking-[0.18em] text-stone uppercase">
                    {segment.label}
                  </h3>
                  <MarketFigures figures={segment.figures} labelledBy={`segment-${segment.segment}`} />
                </div>
              ))}
            </div>
            <MlsDisclaimer source={source} className="mt-4 max-w-4xl" />
          </section>
        ) : null}

        <section aria-labelledby="charts-heading">
          <h2 id="charts-heading" className="font-serif text-3xl text-ink sm:text-4xl">
            The last {report.months.length} months
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            {report.charts.map((chart) => (
              <MarketChart
                key={chart.id}
                chart={chart}
                months={report.months}
                source={`${source} ${settings.compliance.mlsDisclaimer} ${MLS_PARTICIPANTS_NOTICE}`}
              />
            ))}
          </div>
        </section>

        <section aria-labelledby="archive-heading" className="grid gap-8 border-t border-line pt-12 lg:grid-cols-[2fr_1fr]">
          <div>
            <h2 id="archive-heading" className="font-serif text-3xl text-ink">
              Monthly reports for {report.area.name}
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
              {report.archive.map((month) => (
                <li key={month}>
                  <Link
                    to={month === report.latestMonth ? marketReportPath(report.area.slug) : marketReportPath(report.area.slug, month)}
                    aria-current={month === report.month ? "page" : undefined}
                    className="inline-block py-1.5 text-lake underline underline-offset-2 aria-[current=page]:font-semibold aria-[current=page]:text-ink aria-[current=page]:no-underline"
                  >
                    {monthName(month)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-3">
            <p className="text-stone">What the figures mean for a home on your street is a conversation, not a chart.</p>
            <Link to={neighborhoodPath(report.area.slug)} className="inline-block py-1.5 font-semibold text-lake underline underline-offset-2">
              Living in {report.area.name}: the guide
            </Link>
            <br />
            <Link to="/home-value" className="inline-block py-1.5 font-semibold text-lake underline underline-offset-2">
              What is my home worth?
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
