/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says the disk is
 * full: the file system's ENOSPC (PGlite's files, DATA_DIR) or PostgreSQL's disk_full (53100).
 * Nothing is wrong with the request; it may succeed once space is freed.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const { code } = current as { code?: unknown };
    if (code === "ENOSPC" || code === "53100") return true;
  }
  return false;
}
