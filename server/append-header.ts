import type { ServerResponse } from "node:http";

/** Adds a value to a response header as Express's res.append does (a second value makes a list), on a plain Node response. */
export function appendHeader(res: ServerResponse, name: string, value: string): void {
  const previous = res.getHeader(name);
  if (previous === undefined || previous === "") res.setHeader(name, value);
  else res.setHeader(name, [...(Array.isArray(previous) ? previous : [String(previous)]), value]);
}
