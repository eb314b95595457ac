import { GlobeIcon, LinkIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ImportCard } from "#app/components/admin/import-card.tsx";
import { downloadTextFile } from "#app/components/admin/import-download.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FieldHint, Textarea } from "#app/components/ui/field.tsx";
import { SCRAPED_CSV_FILENAME, SCRAPER } from "#app/lib/constants.ts";
import { SCRAPE_TOASTS, scrapeToast, type ScrapeFailureView } from "#app/lib/import-screen-labels.ts";
import { parseUrlList, scrapedPostsToCsv, type ScrapedPost } from "#app/lib/post-import-columns.ts";

export const SCRAPE_ENDPOINT = "/admin/scrape";

type ScrapeOutcome = { posts: number; failures: ScrapeFailureView[] };

function isScrapeAnswer(value: unknown): value is { posts: ScrapedPost[]; failures: ScrapeFailureView[] } {
  if (typeof value !== "object" || value === null) return false;
  const { posts, failures } = value as { posts?: unknown; failures?: unknown };
  return Array.isArray(posts) && Array.isArray(failures);
}

function errorOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const { error } = value as { error?: unknown };
  return typeof error === "string" ? error : null;
}

/**
 * Spec §2 "URL Scraper (Optional)": post URLs one per line (10 rows), "Scrape & Download CSV"
 * reading "Scraping...". The server scrapes (admin/scrape); the posts come back as
 * scraped-posts.csv, which the CSV import above takes unchanged. Each URL that fails is listed.
 */
export function ScrapeCard() {
  const fieldId = useId();
  const [text, setText] = useState("");
  const [scraping, setScraping] = useState(false);
  const [outcome, setOutcome] = useState<ScrapeOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function scrape(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const urls = parseUrlList(text);
    if (urls.length === 0) {
      setProblem("Enter at least one URL");
      return;
    }
    if (urls.length > SCRAPER.maxUrls) {
      setProblem(`At most ${SCRAPER.maxUrls} URLs can be scraped at once`);
      return;
    }
    setProblem(null);
    setOutcome(null);
    setScraping(true);
    try {
      const response = await fetch(SCRAPE_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ urls }),
      });
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok || !isScrapeAnswer(answer)) {
        const message =
          errorOf(answer) ?? (response.status === 401 ? "Your session has ended. Please sign in again." : `The server answered ${response.status}`);
        toast.error(SCRAPE_TOASTS.failed, { description: message });
        return;
      }
      if (answer.posts.length > 0) downloadTextFile(SCRAPED_CSV_FILENAME, scrapedPostsToCsv(answer.posts));
      setOutcome({ posts: answer.posts.length, failures: answer.failures });
      const message = scrapeToast(answer);
      if (message.kind === "success") toast.success(message.title, { description: message.description });
      else toast.error(message.title, { description: message.description });
    } catch {
      toast.error(SCRAPE_TOASTS.failed, { description: "The server could not be reached. Check the connection and try again." });
    } finally {
      setScraping(false);
    }
  }

  return (
    <ImportCard
      id="scraper-heading"
      title="URL Scraper (Optional)"
      icon={<GlobeIcon />}
      description={
        <>
          Turn published articles into a CSV file: their title, excerpt, image, categories, tags, author, date, SEO fields and content are read from each page.
          Review the downloaded <span className="font-mono text-xs text-ink">{SCRAPED_CSV_FILENAME}</span>, then import it above.
        </>
      }
    >
      <form onSubmit={scrape} noValidate>
        <label htmlFor={fieldId} className="block text-xs font-semibold tracking-[0.12em] text-ink uppercase">
          Post URLs
        </label>
        <Textarea
          id={fieldId}
          name="urls"
          rows={10}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={"https://example.com/blog/first-post\nhttps://example.com/blog/second-post"}
          spellCheck={false}
          aria-describedby={`${fieldId}-hint${problem ? ` ${fieldId}-problem` : ""}`}
          aria-invalid={problem ? true : undefined}
          className="mt-1.5 font-mono sm:text-sm"
        />
        <FieldHint id={`${fieldId}-hint`}>
          One URL per line, up to {SCRAPER.maxUrls}. Only public web pages are fetched; addresses on private networks are refused.
        </FieldHint>
        {problem ? (
          <p id={`${fieldId}-problem`} role="alert" className="mt-1.5 text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <Button type="submit" variant="primary" disabled={scraping}>
            <LinkIcon aria-hidden="true" />
            {scraping ? "Scraping..." : "Scrape & Download CSV"}
          </Button>
          <p role="status" className="text-sm text-stone">
            {outcome && outcome.posts > 0 ? `${outcome.posts} ${outcome.posts === 1 ? "post" : "posts"} saved in ${SCRAPED_CSV_FILENAME}.` : ""}
          </p>
        </div>
      </form>

      {outcome && outcome.failures.length > 0 ? (
        <div className="mt-6 border-l-4 border-destructive bg-[#fdf0ee] px-4 py-3">
          <h3 className="font-sans text-xs font-semibold tracking-[0.12em] text-[#9a1d14] uppercase">
            {outcome.failures.length === 1 ? "1 URL could not be scraped" : `${outcome.failures.length} URLs could not be scraped`}
          </h3>
          <ul aria-label="URLs not scraped" className="mt-2 space-y-2 text-sm">
            {outcome.failures.map((failure) => (
              <li key={failure.url}>
                <span className="font-mono text-xs break-all text-ink">{failure.url}</span>
                <span className="block text-[#9a1d14]">{failure.error}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ImportCard>
  );
}
