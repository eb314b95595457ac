import type { Db } from "#app/db/client.server.ts";
import { postToForm } from "#app/lib/post-editor-rules.ts";
import { REVISION_MESSAGES, revisionDiff, type FieldDiff } from "#app/lib/post-revision-rules.ts";
import { logger } from "#app/lib/logger.server.ts";
import { findPostById } from "#app/models/admin-posts.server.ts";
import { findRevision, listRevisions, type RevisionAuthor, type RevisionSummary } from "#app/models/post-revisions.server.ts";
import { writePost } from "#app/services/post-writes.server.ts";

export type RestoreAnswer = { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string>; conflict?: boolean };

/**
 * Restores a revision's title, slug, excerpt, content and SEO fields onto its post through the
 * editor's own write (same rules, same messages), kept as a "restore" revision. A revision of
 * another post, one pruned meanwhile, or a post changed since the page was shown (`baseVersion`)
 * changes nothing and says why.
 */
export async function restoreRevision(
  db: Db,
  postId: string,
  form: FormData,
  author: RevisionAuthor,
  now: Date = new Date(),
  siteUrl?: string,
): Promise<{ status: number; answer: RestoreAnswer }> {
  const refuse = (status: number, message: string, conflict?: boolean) => ({ status, answer: { ok: false as const, message, errors: {}, conflict } });
  const baseVersion = Number(form.get("baseVersion"));
  const revisionId = String(form.get("revisionId") ?? "");
  const [post, revision] = await Promise.all([findPostById(db, postId), findRevision(db, revisionId)]);
  if (!post) return refuse(404, "This post no longer exists. It may have been deleted.");
  if (!revision) return refuse(404, REVISION_MESSAGES.missing);
  if (revision.postId !== post.id) return refuse(400, REVISION_MESSAGES.foreign);
  if (!Number.isInteger(baseVersion)) return refuse(400, REVISION_MESSAGES.restoreFailed);

  const values = {
    ...postToForm(post),
    title: revision.title,
    slug: revision.slug,
    excerpt: revision.excerpt,
    content: revision.content,
    seoTitle: revision.seoTitle ?? "",
    seoDescription: revision.seoDescription ?? "",
    canonicalUrl: revision.canonicalUrl ?? "",
  };
  const body = { intent: "save-draft", values, baseVersion, confirmSlugChange: true };
  const { status, answer } = await writePost(db, body, post.id, now, siteUrl, { author, restore: true });
  if (answer.ok) return { status, answer: { ok: true, message: REVISION_MESSAGES.restored } };
  if (answer.conflict) return refuse(409, `${answer.message}: nothing was restored. The list and the comparison below now show the saved post.`, true);
  const reasons = Object.entries(answer.fieldErrors).map(([field, message]) => `${field === "slug" ? `Slug “${revision.slug}”` : field}: ${message}`);
  logger.info({ postId, revisionId, status }, "revision restore refused");
  return refuse(status, `${REVISION_MESSAGES.restoreFailed}: ${reasons.join(" ") || answer.description || answer.message} Nothing was changed.`);
}

export type RevisionsView = {
  post: { id: string; title: string; version: number; hasBeenPublic: boolean; slug: string };
  revisions: RevisionSummary[];
  selected: { id: string; kind: RevisionSummary["kind"]; administratorEmail: string; updatedAt: Date; fields: FieldDiff[] } | null;
};

/** The revisions page: the post, its revisions, and the chosen one compared with the current post. */
export async function loadRevisions(db: Db, postId: string, revisionId: string | undefined): Promise<RevisionsView | null> {
  const post = await findPostById(db, postId);
  if (!post) return null;
  const revisions = await listRevisions(db, post.id);
  const revision = revisionId ? await findRevision(db, revisionId) : undefined;
  const selected =
    revision && revision.postId === post.id
      ? {
          id: revision.id,
          kind: revision.kind,
          administratorEmail: revision.administratorEmail,
          updatedAt: revision.updatedAt,
          fields: revisionDiff(post, revision),
        }
      : null;
  return {
    post: {
      id: post.id,
      title: post.title,
      version: post.version,
      slug: post.slug,
      hasBeenPublic: post.firstPublishedAt !== null && post.firstPublishedAt <= new Date(),
    },
    revisions,
    selected,
  };
}
