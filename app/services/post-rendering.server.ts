import { renderPost, type RenderedPost } from "#app/lib/markdown.ts";
import { logger } from "#app/services/logger.server.ts";

/**
 * renderPost(), for a page or feed that shows a stored post: when one post's content cannot be
 * rendered (stored before the nesting limit, or written around the editor), it gets an empty body
 * and a log line naming it, so its page and the feed still answer for everyone else's posts.
 */
export function renderStoredPost(post: { slug: string; content: string }, siteUrl: string): RenderedPost {
  try {
    return renderPost(post.content, siteUrl);
  } catch (error) {
    logger.error({ err: error, slug: post.slug }, "a post's content could not be rendered; it is shown without its body");
    return { html: "", setsSerifItalic: false };
  }
}
