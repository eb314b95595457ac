/**
 * Sends a request the server takes as the same one when it comes twice (a lead carries its
 * submission id). Only a network error, after which the request may never have arrived, is
 * retried, once and at once; any answer, an error status too, is returned as it is, so a failure
 * is shown without delay.
 */
export async function fetchRetryingNetworkErrorOnce(input: string, init: RequestInit, fetcher: typeof fetch = fetch): Promise<Response> {
  try {
    return await fetcher(input, init);
  } catch {
    return fetcher(input, init);
  }
}
