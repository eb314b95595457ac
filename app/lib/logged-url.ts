/**
 * A request's URL as a log line may carry it. The admin's query strings are the agent's searches
 * of leads and subscribers (an e-mail address, a phone number): under /admin only the parameters'
 * names are kept (`/admin/leads?q&type`). An absolute URL stays absolute.
 */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const pathStart = url.startsWith("/") ? 0 : url.indexOf("/", url.indexOf("//") + 2);
  if (pathStart === -1 || !/^\/admin(?:[/.?]|$)/.test(url.slice(pathStart, queryStart + 1))) return url;
  const names = [...new Set(new URLSearchParams(url.slice(queryStart + 1)).keys())];
  return `${url.slice(0, queryStart)}${names.length > 0 ? `?${names.map(encodeURIComponent).join("&")}` : ""}`;
}
