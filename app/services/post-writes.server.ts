import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import type { BlogPost } from "#app/db/schema.ts";
import { NEWSLETTER_CONTENTS } from "#app/lib/newsletter-send-status.ts";
import { addSend, readSendOfPost } from "#app/models/newsletter-sends.server.ts";
import {
  EDITOR_MESSAGES,
  POST_INTENTS,
  SLUG_MOVE_UNCONFIRMED,
  hasBeenPublic,
  slugMove,
  postValuesForPublish,
  postValuesForSave,
  postToForm,
  type PostIntent,
  type PostWriteAnswer,
} from "#app/lib/post-editor-rules.ts";
import { postDraftSchema, postPublishSchema } from "#app/lib/post-schemas.ts";
import { readSiteSettings } from "#app/models/site-settings.server.ts";
import { fieldErrors } from "#app/lib/form-fields.ts";
import { contentNestingProblem } from "#app/services/content-nesting.server.ts";
import { SLUG_TAKEN_MESSAGE, createPost, findPostById, updatePost, type PostColumns, type PostWriteResult } from "#app/models/admin-posts.server.ts";
import { getConfig } from "#app/services/config.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { renderRefusal, renderedColumns } from "#app/services/post-render.server.ts";
import { renderOffThread } from "#app/services/render-thread.server.ts";
import type { RevisionAuthor } from "#app/models/post-revisions.server.ts";

const envelopeSchema = z.object({
  intent: z.enum(POST_INTENTS),
  requestId: z.string().max(100).optional(),
  values: z.record(z.string(), z.unknown()),
  /** The administrator confirmed moving a post that has been public to a new slug. */
  confirmSlugChange: z.boolean().optional(),
  /** The post's version the editor's values are based on; a write based on an older one is refused. */
  baseVersion: z.number().int().nullish(),
  /** The administrator saw the conflict and chose to overwrite the other save. */
  overwrite: z.boolean().optional(),
  /** Publish with "Email this post to subscribers": the excerpt or the whole post. */
  emailSubscribers: z.enum(NEWSLETTER_CONTENTS).optional(),
});

/** Who writes, kept with the revision; a restore is kept as such. */
export type PostWriter = { author?: RevisionAuthor; restore?: boolean };

export type PostWriteResponse = { status: number; answer: PostWriteAnswer };

/**
 * One editor write, validated here whatever the browser did. Without `id` it creates the post,
 * which only Publish does (spec §4). A publish checks `postPublishSchema` and sets published_at to
 * the chosen date or now, with the SEO defaults; a save (autosave, Save Draft) never touches
 * published_at and checks `postDraftSchema` — or `postPublishSchema` when the post is published or
 * scheduled, so a save can never leave a post on the site without its excerpt or content (issue
 * 12); unpublish saves the post as a draft. A post that has been public keeps its slug unless the
 * write carries `confirmSlugChange`. Content is rendered on the render thread and stored with its
 * HTML; content that takes too long to render is refused. A write carrying `baseVersion` is applied
 * only to that version of the post (else 409 with `conflict`, decision 037), and every write is kept
 * as a revision of `writer.author`. A slug another post has is a field message, never a database
 * error; any other failure is logged and answered with spec §8's message, without details.
 */
export async function writePost(
  db: Db,
  body: unknown,
  id?: string,
  now: Date = new Date(),
  siteUrl: string = getConfig().siteUrl,
  writer: PostWriter = {},
): Promise<PostWriteResponse> {
  const failed = id ? EDITOR_MESSAGES.updateFailed : EDITOR_MESSAGES.createFailed;
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success || (!id && envelope.data.intent !== "publish")) {
    const requestId = envelope.success ? envelope.data.requestId : undefined;
    return { status: 400, answer: { ok: false, intent: null, requestId, message: failed, fieldErrors: {} } };
  }
  const { intent, requestId, values, confirmSlugChange, overwrite, emailSubscribers } = envelope.data;
  const baseVersion = overwrite ? undefined : (envelope.data.baseVersion ?? undefined);
  const refuse = (status: number, message: string, errors: Record<string, string> = {}, description?: string): PostWriteResponse => ({
    status,
    answer: { ok: false, intent, requestId, message, description, fieldErrors: errors },
  });
  const gone = () => refuse(404, failed, {}, "This post no longer exists. It may have been deleted.");

  let stored: BlogPost | undefined;
  try {
    stored = id ? await findPostById(db, id) : undefined;
  } catch (error) {
    logger.error({ err: error, postId: id, intent }, "post read before write failed");
    return refuse(500, failed);
  }
  if (id && !stored) return gone();
  const conflict = (post: BlogPost): PostWriteResponse => ({
    status: 409,
    answer: {
      ok: false,
      intent,
      requestId,
      message: EDITOR_MESSAGES.conflict,
      description: EDITOR_MESSAGES.conflictDescription,
      fieldErrors: {},
      conflict: { version: post.version, updatedAt: post.updatedAt.toISOString() },
    },
  });
  if (stored && baseVersion !== undefined && stored.version !== baseVersion) return conflict(stored);

  const publishRules = intent === "publish" || (intent !== "unpublish" && stored?.publishedAt != null);
  const parsed = (publishRules ? postPublishSchema : postDraftSchema).safeParse(values);
  if (!parsed.success) return refuse(400, EDITOR_MESSAGES.validation, fieldErrors(parsed.error));
  const nesting = contentNestingProblem(parsed.data.content);
  if (nesting) return refuse(400, EDITOR_MESSAGES.validation, { content: nesting });
  const rendered = await renderOffThread({ kind: "markdown", content: parsed.data.content, siteUrl });
  if (!rendered.ok) {
    if (rendered.reason === "unavailable") return refuse(503, failed, { content: renderRefusal(rendered) }, renderRefusal(rendered));
    return refuse(400, EDITOR_MESSAGES.validation, { content: renderRefusal(rendered) });
  }
  if (stored && hasBeenPublic(stored.firstPublishedAt, now) && slugMove(stored.slug, parsed.data.slug) && !confirmSlugChange) {
    return refuse(409, failed, { slug: SLUG_MOVE_UNCONFIRMED }, SLUG_MOVE_UNCONFIRMED);
  }
  const write = { ...parsed.data, authorName: parsed.data.authorName || (await readSiteSettings(db)).agent.name };
  const columns: PostColumns = {
    ...(intent === "publish" ? postValuesForPublish(write, now) : { ...postValuesForSave(write), ...(intent === "unpublish" ? { publishedAt: null } : {}) }),
    rendered: renderedColumns(rendered, siteUrl),
  };

  let result: PostWriteResult;
  try {
    const revision = {
      kind: writer.restore ? ("restore" as const) : intent === "autosave" ? ("autosave" as const) : ("save" as const),
      author: writer.author ?? null,
      now,
    };
    // The send waits for the post to be live (now, or at its scheduled time); a post has one send, ever.
    const alongside =
      intent === "publish" && emailSubscribers
        ? (tx: Db, post: BlogPost) => addSend(tx, { postId: post.id, content: emailSubscribers, createdBy: writer.author?.email ?? null })
        : undefined;
    result = id
      ? await updatePost(db, id, columns, { revision, baseVersion, before: stored, alongside })
      : await createPost(db, columns, { revision, alongside });
  } catch (error) {
    logger.error({ err: error, postId: id, intent }, "post write failed");
    return refuse(500, failed);
  }
  if (!result.ok) {
    if (result.reason === "slug-taken") return refuse(409, failed, { slug: SLUG_TAKEN_MESSAGE }, SLUG_TAKEN_MESSAGE);
    if (result.reason === "conflict") return conflict(result.post);
    return gone();
  }
  const newsletterSend = intent === "publish" ? ((await readSendOfPost(db, result.post.id))?.status ?? null) : undefined;
  return { status: id ? 200 : 201, answer: { ok: true, intent: intent satisfies PostIntent, requestId, post: publishingOf(result.post), newsletterSend } };
}

function publishingOf(post: BlogPost) {
  return {
    id: post.id,
    slug: post.slug,
    updatedAt: post.updatedAt.toISOString(),
    version: post.version,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    firstPublishedAt: post.firstPublishedAt?.toISOString() ?? null,
  };
}

/** Reads the JSON body of an editor request; anything unreadable is simply not a valid write. */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

/** The editor's post, as its form; a malformed or unknown id is "missing", a database failure "error". */
export async function loadPostForEditor(db: Db, id: string) {
  try {
    const post = await findPostById(db, id);
    if (!post) return { state: "missing" as const };
    const send = await readSendOfPost(db, post.id);
    return { state: "found" as const, post: publishingOf(post), form: postToForm(post), newsletterSend: send?.status ?? null, now: new Date().toISOString() };
  } catch (error) {
    logger.error({ err: error, postId: id }, "post load failed");
    return { state: "error" as const };
  }
}
