import type { ContentVersion } from "#app/models/content-version.server.ts";
import { PAGE_CACHE } from "#app/lib/constants.ts";

type WatchOptions = {
  read: () => Promise<ContentVersion>;
  onChange: () => void;
  intervalMs?: number;
  slowCheckGraceMs?: number;
  retryAfterFailureMs?: number;
  now?: () => number;
};

/**
 * Knows whether this instance's cached pages may still be served: it reads the content version
 * at most once per interval (lazily, when a cached page is wanted), at once after markStale(),
 * and when a scheduled post's publication time has come. A changed version, or a passed
 * publication time, calls onChange. Past the interval, a check already under way vouches for the
 * pages up to the grace: only another instance's change can be missed meanwhile, never this one's.
 */
export class ContentVersionWatch {
  readonly #options: Required<WatchOptions>;
  /** The last failed check: answered to every request until it may be tried again. */
  #failure: { at: number; promise: Promise<void> } | null = null;
  #known: string | null = null;
  #nextPublishAt: number | null = null;
  #checkedAt = Number.NEGATIVE_INFINITY;
  /** Raised by markStale(); a check counts for the epochs up to the one it was issued in. */
  #staleEpoch = 0;
  #checkedEpoch = -1;
  #inFlight: { promise: Promise<void>; epoch: number } | null = null;

  constructor(options: WatchOptions) {
    this.#options = {
      intervalMs: PAGE_CACHE.versionCheckIntervalMs,
      slowCheckGraceMs: PAGE_CACHE.versionCheckGraceMs,
      retryAfterFailureMs: PAGE_CACHE.versionRetryAfterFailureMs,
      now: Date.now,
      ...options,
    };
  }

  /** This instance handled a request that may have written: check before the next hit. */
  markStale(): void {
    this.#staleEpoch += 1;
  }

  /** Whether cached pages may be served at `now` without checking the version first. */
  isFresh(now = this.#options.now()): boolean {
    const publicationDue = this.#nextPublishAt !== null && now >= this.#nextPublishAt && this.#checkedAt < this.#nextPublishAt;
    if (this.#checkedEpoch < this.#staleEpoch || publicationDue) return false;
    const age = now - this.#checkedAt;
    // A check under way that the database is slow to answer (behind a long transaction on the
    // embedded database): the pages as of a moment ago, rather than every request waiting for it.
    return age < this.#options.intervalMs || (this.#inFlight !== null && age < this.#options.slowCheckGraceMs);
  }

  /**
   * On a page served fresh: past half the interval, the next check starts without anyone waiting
   * for it, so under steady traffic the version never lapses. Otherwise each interval's first
   * moment sent every request arriving then through Express to wait for the database.
   */
  checkAhead(now = this.#options.now()): void {
    const { intervalMs, retryAfterFailureMs } = this.#options;
    if (this.#inFlight || now - this.#checkedAt < intervalMs / 2) return;
    if (this.#failure && now - this.#failure.at < retryAfterFailureMs) return;
    this.#checkSince(this.#staleEpoch).catch(() => undefined);
  }

  /**
   * Undefined when cached pages may be served now; otherwise a promise of a check issued after
   * every markStale() so far (it rejects when the version cannot be read).
   */
  ensureFresh(): Promise<void> | undefined {
    const now = this.#options.now();
    if (this.isFresh(now)) return undefined;
    // While the database is unreachable, requests are not each held up trying it again.
    if (this.#failure && now - this.#failure.at < this.#options.retryAfterFailureMs) return this.#failure.promise;
    return this.#checkSince(this.#staleEpoch);
  }

  async #checkSince(epoch: number): Promise<void> {
    while (this.#inFlight) {
      const current = this.#inFlight;
      if (current.epoch >= epoch) return current.promise;
      // Issued before a write this request must see: let it finish, then check again.
      await current.promise.catch(() => undefined);
    }
    const promise = this.#check(this.#staleEpoch).finally(() => (this.#inFlight = null));
    this.#inFlight = { promise, epoch: this.#staleEpoch };
    return promise;
  }

  async #check(epoch: number): Promise<void> {
    const { read, onChange, now } = this.#options;
    const issuedAt = now();
    let current: ContentVersion;
    try {
      current = await read();
    } catch (error) {
      this.#failure = { at: now(), promise: Promise.reject(error) };
      this.#failure.promise.catch(() => undefined);
      throw error;
    }
    this.#failure = null;
    const publicationPassed = this.#nextPublishAt !== null && issuedAt >= this.#nextPublishAt;
    if (this.#known !== null && (current.version !== this.#known || publicationPassed)) onChange();
    this.#known = current.version;
    this.#nextPublishAt = current.nextPublishAt?.getTime() ?? null;
    this.#checkedAt = issuedAt;
    this.#checkedEpoch = Math.max(this.#checkedEpoch, epoch);
  }
}
