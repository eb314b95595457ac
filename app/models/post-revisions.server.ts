import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { postRevisions, type BlogPost, type PostRevision, type PostRevisionKind } from "#app/db/schema.ts";
import { REVISION_AUTOSAVE_WINDOW_MS, REVISIONS_KEPT } from "#app/lib/post-revision-rules.ts";

/** Who made a write: the signed-in administrator (null in scripts and tests). */
export type RevisionAuthor = { id: string; email: string } | null;

/** What a post write keeps as a revision (decision 037). */
export type RevisionRecord = { kind: PostRevisionKind; author: RevisionAuthor; now: Date };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function textOf(post: BlogPost) {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    canonicalUrl: post.canonicalUrl,
  };
}

/**
 * Keeps `post` (as just written, inside the write's transaction) as a revision. An autosave folds
 * into the newest revision when that is an autosave by the same administrator begun less than
 * REVISION_AUTOSAVE_WINDOW_MS ago, so a writing session is one revision every few minutes. A post
 * with no revision yet first keeps `before`, its text from before revisions were kept. Only the
 * newest REVISIONS_KEPT remain.
 */
export async function recordRevision(tx: Db, post: BlogPost, record: RevisionRecord, before?: BlogPost): Promise<void> {
  const { kind, author, now } = record;
  const [latest] = await tx
    .select({ id: postRevisions.id, kind: postRevisions.kind, administratorId: postRevisions.administratorId, createdAt: postRevisions.createdAt })
    .from(postRevisions)
    .where(eq(postRevisions.postId, post.id))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(1);
  if (
    latest &&
    kind === "autosave" &&
    latest.kind === "autosave" &&
    latest.administratorId === (author?.id ?? null) &&
    now.getTime() - latest.createdAt.getTime() < REVISION_AUTOSAVE_WINDOW_MS
  ) {
    await tx
      .update(postRevisions)
      .set({ ...textOf(post), updatedAt: now })
      .where(eq(postRevisions.id, latest.id));
    return;
  }
  if (!latest && before) {
    const when = before.updatedAt < now ? before.updatedAt : new Date(now.getTime() - 1);
    await tx
      .insert(postRevisions)
      .values({ postId: post.id, kind: "save", ...textOf(before), administratorId: null, administratorEmail: "", createdAt: when, updatedAt: when });
  }
  await tx.insert(postRevisions).values({
    postId: post.id,
    kind,
    ...textOf(post),
    administratorId: author?.id ?? null,
    administratorEmail: author?.email ?? "",
    createdAt: now,
    updatedAt: now,
  });
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, post.id))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(REVISIONS_KEPT);
  await tx.delete(postRevisions).where(and(eq(postRevisions.postId, post.id), notInArray(postRevisions.id, kept)));
}

export type RevisionSummary = Pick<PostRevision, "id" | "kind" | "administratorEmail" | "createdAt" | "updatedAt">;

/** A post's revisions, newest first. */
export async function listRevisions(db: Db, postId: string): Promise<RevisionSummary[]> {
  if (!UUID_PATTERN.test(postId)) return [];
  return db
    .select({
      id: postRevisions.id,
      kind: postRevisions.kind,
      administratorEmail: postRevisions.administratorEmail,
      createdAt: postRevisions.createdAt,
      updatedAt: postRevisions.updatedAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
}

/** A revision by its id, whichever post it belongs to (the caller compares `postId`). */
export async function findRevision(db: Db, revisionId: string): Promise<PostRevision | undefined> {
  if (!UUID_PATTERN.test(revisionId)) return undefined;
  const [row] = await db.select().from(postRevisions).where(eq(postRevisions.id, revisionId)).limit(1);
  return row;
}
