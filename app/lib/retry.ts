import { FETCH_RETRY } from "./constants.ts";

type RetryOptions = { retries: number; initialDelayMs: number; maxDelayMs: number };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * fetch with the spec's client retry rule: up to 3 retries, delay doubling from 1 s, capped at
 * 30 s. Network errors and 5xx answers are retried; other answers are returned as they are.
 */
export async function fetchWithRetry(
  input: string,
  init: RequestInit,
  { retries, initialDelayMs, maxDelayMs }: RetryOptions = FETCH_RETRY,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetcher(input, init);
      if (response.status < 500 || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(Math.min(initialDelayMs * 2 ** attempt, maxDelayMs));
  }
}
