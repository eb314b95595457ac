import { data, useRouteLoaderData } from "react-router";
import { PostArticle } from "#app/components/blog/post-article.tsx";
import { PostNotFound } from "#app/components/blog/post-not-found.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { postMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import { findAdjacentPosts, findPublishedPostBySlug, findRelatedPosts } from "#app/models/blog-posts.server.ts";
import { storedPostBody } from "#app/services/post-render.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { NewsletterForm } from "#app/widgets/lead-form/newsletter-form.tsx";
import type { Route } from "./+types/post";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

/** The same for every visitor: a CDN may keep it for five minutes, a browser for one. */
const CACHE_CONTROL = cacheControl({ page: 300 });

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await findPublishedPostBySlug(context.db, params.slug);
  if (!post) return data({ post: null }, { status: 404 });
  const [related, adjacent, body] = await Promise.all([
    findRelatedPosts(context.db, post),
    findAdjacentPosts(context.db, post),
    storedPostBody(context.db, post, context.config.siteUrl),
  ]);
  return data(
    {
      post: {
        id: post.id,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        heroImageUrl: post.heroImageUrl,
        categories: post.categories,
        authorName: post.authorName,
        readingTimeMinutes: post.readingTimeMinutes,
        publishedAt: post.publishedAt,
        updatedAt: post.updatedAt,
        seoTitle: post.seoTitle,
        seoDescription: post.seoDescription,
        canonicalUrl: post.canonicalUrl,
      },
      ...body,
      related,
      previous: adjacent.previous,
      next: adjacent.next,
    },
    { headers: { "Cache-Control": CACHE_CONTROL } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const post = loaderData?.post;
  const settings = settingsFrom(matches);
  if (!post) return [{ title: pageTitle(settings.agent.name, "Post not found") }, { name: "robots", content: "noindex" }];
  return postMeta(post, siteUrlFrom(matches), settings);
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!loaderData.post) return <PostNotFound />;
  const { post, html, setsSerifItalic, related, previous, next } = loaderData;
  return (
    <>
      <PostArticle post={post} html={html} setsSerifItalic={setsSerifItalic} related={related} previous={previous} next={next} />
      <NewsletterForm returned={root?.leadForm ?? null} />
    </>
  );
}
