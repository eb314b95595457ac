import type { NeighborhoodCard } from "#app/content/content-types.ts";
import type { Db } from "#app/db/client.server.ts";
import type { SitemapMarketReport } from "#app/lib/feeds.ts";
import { shiftMonth, type MonthFigures } from "#app/lib/market-month-figures.ts";
import {
  chartMonths,
  marketReportPath,
  marketReportPost,
  marketSourceLine,
  reportCharts,
  reportFigures,
  reportMonthOf,
  SEGMENT_LABELS,
  type ReportChart,
  type ReportFigure,
  type SegmentFigures,
} from "#app/lib/market-report.ts";
import { formatPrice } from "#app/lib/format.ts";
import { MLS_PARTICIPANTS_NOTICE } from "#app/lib/mls-data-source.ts";
import { GUIDE_LISTING_CARDS } from "#app/lib/market-import-rules.ts";
import {
  activeListingsInArea,
  latestMarketImport,
  marketAreas,
  readAllAreasMonths,
  readAreaMonthsBetween,
  reportedMonths,
  type ListingCardRow,
  type MarketArea,
  type MarketImport,
} from "#app/models/market-data.server.ts";

export type MarketReportView = {
  area: { slug: string; name: string };
  /** The month reported, YYYY-MM, and the latest month there is a report of. */
  month: string;
  latestMonth: string;
  asOf: string;
  /** The first and last month charted, for the source line and the Dataset's coverage. */
  first: string;
  last: string;
  sourceLine: string;
  figures: ReportFigure[];
  segments: SegmentFigures[];
  months: string[];
  charts: ReportChart[];
  /** Every month of the area with a report, newest first. */
  archive: string[];
  importedAt: string;
};

const activity = (row: MonthFigures | undefined) => !!row && row.closedSales + row.newListings + row.activeAtMonthEnd > 0;

/**
 * An area's report for `month` (its latest when none is given), from the stored figures only: its
 * cost is the same at a hundred listings or a hundred thousand. Null when there is no such report
 * (no import yet, an area without a visible guide or without activity, a month not reported).
 */
export async function readMarketReport(
  db: Db,
  { slug, month, towns, mlsName }: { slug: string; month: string | undefined; towns: NeighborhoodCard[]; mlsName: string },
): Promise<MarketReportView | null> {
  const town = towns.find((candidate) => candidate.slug === slug);
  const latest = town ? await latestMarketImport(db) : undefined;
  if (!town || !latest) return null;
  const latestMonth = reportMonthOf(latest.asOf);
  const reported = month ?? latestMonth;
  if (reported > latestMonth) return null;
  const months = chartMonths(reported);
  const rows = await readAreaMonthsBetween(db, slug, months[0]!, reported);
  const rowOf = (segment: MonthFigures["segment"]) => {
    const bySegment = new Map(rows.filter((row) => row.segment === segment).map((row) => [row.month, row]));
    return (wanted: string) => bySegment.get(wanted);
  };
  const all = rowOf("all");
  if (!activity(all(reported))) return null;
  const charted = months.filter((candidate) => all(candidate) !== undefined);
  const first = charted[0] ?? reported;
  const segments = (["waterfront", "other"] as const).flatMap((segment) => {
    const row = rowOf(segment);
    return activity(row(reported))
      ? [{ segment, label: SEGMENT_LABELS[segment], figures: reportFigures(row(reported), row(shiftMonth(reported, -12)), reported) }]
      : [];
  });
  const archive = (await reportedMonths(db, latestMonth, slug)).map((row) => row.month);
  return {
    area: { slug, name: town.name },
    month: reported,
    latestMonth,
    asOf: latest.asOf,
    first,
    last: reported,
    sourceLine: marketSourceLine({ mlsName, area: town.name, first, last: reported, asOf: latest.asOf }),
    figures: reportFigures(all(reported), all(shiftMonth(reported, -12)), reported),
    segments: segments.length === 2 ? segments : [],
    months: charted,
    charts: reportCharts(charted, all),
    archive,
    importedAt: latest.createdAt.toISOString(),
  };
}

export type MarketReportSummary = { slug: string; name: string; medianSalePrice: ReportFigure; closedSales: ReportFigure };

/** Every visible area's headline figures for the latest month, for /market-reports; null before the first import. */
export async function readMarketReportsIndex(
  db: Db,
  { towns, mlsName }: { towns: NeighborhoodCard[]; mlsName: string },
): Promise<{ month: string; asOf: string; sourceLine: string; areas: MarketReportSummary[] } | null> {
  const latest = await latestMarketImport(db);
  if (!latest) return null;
  const month = reportMonthOf(latest.asOf);
  const yearBefore = shiftMonth(month, -12);
  const rows = await readAllAreasMonths(db, [month, yearBefore]);
  const areas = towns.flatMap((town) => {
    const current = rows.find((row) => row.areaSlug === town.slug && row.month === month);
    if (!activity(current)) return [];
    const figures = reportFigures(
      current,
      rows.find((row) => row.areaSlug === town.slug && row.month === yearBefore),
      month,
    );
    const figure = (key: ReportFigure["key"]) => figures.find((candidate) => candidate.key === key)!;
    return [{ slug: town.slug, name: town.name, medianSalePrice: figure("medianSalePrice"), closedSales: figure("closedSales") }];
  });
  const names = areas.map((area) => area.name).join(", ");
  return { month, asOf: latest.asOf, areas, sourceLine: marketSourceLine({ mlsName, area: names, first: month, last: month, asOf: latest.asOf }) };
}

export type MarketSnapshotView = { month: string; figures: ReportFigure[]; sourceLine: string; reportPath: string };

/** The figures a guide shows in its Market Snapshot: its town's latest month, as its report has them; null without one. */
export async function readMarketSnapshot(db: Db, { slug, name, mlsName }: { slug: string; name: string; mlsName: string }): Promise<MarketSnapshotView | null> {
  const latest = await latestMarketImport(db);
  if (!latest) return null;
  const month = reportMonthOf(latest.asOf);
  const yearBefore = shiftMonth(month, -12);
  const rows = (await readAreaMonthsBetween(db, slug, yearBefore, month)).filter((row) => row.segment === "all");
  const current = rows.find((row) => row.month === month);
  if (!activity(current)) return null;
  const shown = new Set<ReportFigure["key"]>(["medianSalePrice", "closedSales", "medianDaysOnMarket", "medianPricePerSqft"]);
  return {
    month,
    figures: reportFigures(
      current,
      rows.find((row) => row.month === yearBefore),
      month,
    ).filter((figure) => shown.has(figure.key)),
    sourceLine: marketSourceLine({ mlsName, area: name, first: month, last: month, asOf: latest.asOf }),
    reportPath: marketReportPath(slug),
  };
}

/** Every report page of the visible towns (the latest, and each month's but the latest), last modified at the latest import. */
export async function marketReportsForSitemap(db: Db, visibleSlugs: ReadonlySet<string>): Promise<SitemapMarketReport[]> {
  const latest = await latestMarketImport(db);
  if (!latest) return [];
  const latestMonth = reportMonthOf(latest.asOf);
  return (await reportedMonths(db, latestMonth))
    .filter((row) => visibleSlugs.has(row.areaSlug))
    .map((row) => ({ path: marketReportPath(row.areaSlug, row.month === latestMonth ? undefined : row.month), lastmod: latest.createdAt }));
}

export type ListingCardView = {
  listingId: string;
  /** The address, or the MLS number when the export had none. */
  label: string;
  status: string;
  price: string;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  office: string;
  agentName: string | null;
  /** The listing agent's e-mail, else phone, as IDX asks for one of them. */
  agentContact: { kind: "email" | "phone"; value: string } | null;
  pinned: boolean;
  hidden: boolean;
  /** The agent's photo from the media library, if given. */
  photoUrl: string | null;
};

export const listingCardView = (row: ListingCardRow): ListingCardView => ({
  listingId: row.listingId,
  label: row.address ?? `MLS #${row.listingId}`,
  status: "For Sale",
  price: formatPrice(row.listPrice),
  beds: row.bedrooms,
  baths: row.bathrooms,
  sqft: row.livingArea,
  office: row.listOfficeName,
  agentName: row.listAgentName,
  agentContact: row.listAgentEmail ? { kind: "email", value: row.listAgentEmail } : row.listAgentPhone ? { kind: "phone", value: row.listAgentPhone } : null,
  pinned: row.pinned,
  hidden: row.hidden,
  photoUrl: row.photoUrl,
});

/**
 * A guide's "Homes for Sale" from the latest export: its town's Active listings, pinned first,
 * then the newest, hidden ones left out; null before the first import (the guide's own cards show).
 */
export async function readGuideListings(db: Db, area: MarketArea): Promise<{ asOf: string; cards: ListingCardView[] } | null> {
  const latest = await latestMarketImport(db);
  if (!latest) return null;
  const rows = await activeListingsInArea(db, area, { limit: GUIDE_LISTING_CARDS, withHidden: false });
  return { asOf: latest.asOf, cards: rows.map(listingCardView) };
}

export type AdminGuideListings = { slug: string; name: string; cards: ListingCardView[]; reported: boolean };

/** Listings the admin lists per town, hidden ones included: more than a guide shows, so the agent can pin another. */
const ADMIN_LISTING_ROWS = 12;

/** Each visible town's Active listings as its guide orders them, hidden ones included, and whether it has a latest report, for /admin/market. */
export async function readAdminGuideListings(db: Db, towns: NeighborhoodCard[], latest: MarketImport | undefined): Promise<AdminGuideListings[]> {
  if (!latest) return [];
  const latestMonth = reportMonthOf(latest.asOf);
  const reported = new Set((await reportedMonths(db, latestMonth)).filter((row) => row.month === latestMonth).map((row) => row.areaSlug));
  const areas = new Map((await marketAreas(db)).map((area) => [area.slug, area]));
  const lists: AdminGuideListings[] = [];
  for (const town of towns) {
    const area = areas.get(town.slug);
    if (!area) continue;
    const rows = await activeListingsInArea(db, area, { limit: ADMIN_LISTING_ROWS, withHidden: true });
    lists.push({ slug: town.slug, name: town.name, cards: rows.map(listingCardView), reported: reported.has(town.slug) });
  }
  return lists;
}

/** A town's latest report as a new post's fields (marketReportPost); null when the town has no report. */
export async function marketReportDraft(
  context: { db: Db; towns: () => Promise<{ cards: NeighborhoodCard[] }>; siteSettings: () => Promise<{ compliance: { mlsName: string } }> },
  slug: string,
): Promise<ReturnType<typeof marketReportPost> | null> {
  const [towns, settings] = await Promise.all([context.towns(), context.siteSettings()]);
  const report = await readMarketReport(context.db, { slug, month: undefined, towns: towns.cards, mlsName: settings.compliance.mlsName });
  if (!report) return null;
  return marketReportPost({
    area: report.area.name,
    month: report.month,
    figures: report.figures,
    sourceLine: marketSourceLine({ mlsName: settings.compliance.mlsName, area: report.area.name, first: report.month, last: report.month, asOf: report.asOf }),
    reportPath: marketReportPath(slug, report.month),
    notice: MLS_PARTICIPANTS_NOTICE,
  });
}
