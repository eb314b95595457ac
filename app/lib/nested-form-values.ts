/**
 * A form's fields named by path ("offices.1.zip", "featuredPostSlugs.0") as the object they stand
 * for: a numeric segment makes an array, kept in index order with no holes. Only strings are kept,
 * and a name that would reach a prototype is ignored.
 */
export function nestedFormValues(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const path = name.split(".");
    if (path.some((segment) => segment === "" || segment === "__proto__" || segment === "constructor" || segment === "prototype")) continue;
    let node: Record<string, unknown> = root;
    for (const [index, segment] of path.entries()) {
      if (index === path.length - 1) {
        node[segment] = value;
        break;
      }
      const child = node[segment];
      node[segment] = child !== null && typeof child === "object" ? child : {};
      node = node[segment] as Record<string, unknown>;
    }
  }
  return arraysOf(root) as Record<string, unknown>;
}

/** Objects whose keys are all whole numbers become arrays in index order. */
function arraysOf(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, child]) => [key, arraysOf(child)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d{1,4}$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}
