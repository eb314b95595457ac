import { eq, sql } from "drizzle-orm";
import type { LongText, PageTexts } from "#app/content/content-types.ts";
import { pageTextsSeed } from "#app/content/page-texts-seed.ts";
import type { Db } from "#app/db/client.server.ts";
import { pageTexts } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { renderMarkdown } from "#app/lib/markdown.ts";
import { LONG_TEXT_FIELDS, PAGE_TEXT_PAGES, storedPageTextSchemas, type PageTextPage } from "#app/lib/page-texts-schema.ts";
import { overSeed } from "#app/lib/site-settings-schema.ts";
import { atVersion, nextVersion } from "#app/models/version-guard.server.ts";

let seedTexts: PageTexts | undefined;

/** The seed's texts, its long texts rendered once by the one renderer (they are the demo's few paragraphs). */
export function defaultPageTexts(): PageTexts {
  if (seedTexts) return seedTexts;
  const pages = Object.fromEntries(
    PAGE_TEXT_PAGES.map((page) => {
      const texts: Record<string, unknown> = { ...pageTextsSeed[page] };
      for (const field of LONG_TEXT_FIELDS[page] as readonly string[]) {
        const markdown = texts[field] as string;
        texts[field] = { markdown, html: renderMarkdown(markdown) } satisfies LongText;
      }
      return [page, texts];
    }),
  );
  seedTexts = pages as PageTexts;
  return seedTexts;
}

/** The last stored text read and what it gave: every render of home, about and the policy reads them, and they seldom change. */
let lastRead: { stored: string; texts: PageTexts } | null = null;

/**
 * Every page's texts in one read. A page without its row shows the seed's; a field its stored row
 * lacks (one a later release added) shows the seed's; a stored page that no longer meets the rules
 * shows the seed's, logged.
 */
export async function readPageTexts(db: Db): Promise<PageTexts> {
  const [row] = await db.select({ stored: sql<string | null>`jsonb_object_agg(${pageTexts.page}, ${pageTexts.texts})::text` }).from(pageTexts);
  const stored = row?.stored ?? "{}";
  if (lastRead?.stored === stored) return lastRead.texts;
  const found = JSON.parse(stored) as Record<string, unknown>;
  const defaults = defaultPageTexts();
  const texts = { ...defaults } as Record<PageTextPage, unknown>;
  for (const page of PAGE_TEXT_PAGES) {
    if (found[page] === undefined) continue;
    const parsed = storedPageTextSchemas[page].safeParse(overSeed(defaults[page], found[page]));
    if (parsed.success) texts[page] = parsed.data;
    else logger.error({ page }, "a stored page text breaks the rules; showing the demo text until it is saved again");
  }
  lastRead = { stored, texts: texts as PageTexts };
  return lastRead.texts;
}

/** A page's row version, which its form carries (decision 037); 0 before the row exists. */
export async function readPageTextVersion(db: Db, page: PageTextPage): Promise<number> {
  const [row] = await db.select({ version: pageTexts.version }).from(pageTexts).where(eq(pageTexts.page, page));
  return row?.version ?? 0;
}

/**
 * Replaces a page's texts with a validated document; with `baseVersion`, only if no other save came
 * since (0: only if the page has no row yet). False then: nothing is written.
 */
export async function savePageTexts<Page extends PageTextPage>(
  db: Db,
  page: Page,
  texts: PageTexts[Page],
  administratorEmail: string,
  baseVersion?: number,
): Promise<boolean> {
  if (baseVersion === 0) {
    const inserted = await db
      .insert(pageTexts)
      .values({ page, texts, updatedBy: administratorEmail })
      .onConflictDoNothing()
      .returning({ page: pageTexts.page });
    return inserted.length > 0;
  }
  const written = await db
    .insert(pageTexts)
    .values({ page, texts, updatedBy: administratorEmail })
    .onConflictDoUpdate({
      target: pageTexts.page,
      set: { texts, updatedBy: administratorEmail, updatedAt: new Date(), version: nextVersion(pageTexts.version) },
      setWhere: atVersion(pageTexts.version, baseVersion),
    })
    .returning({ page: pageTexts.page });
  return written.length > 0;
}
