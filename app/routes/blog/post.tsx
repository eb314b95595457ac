import { data } from "react-router";
import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { findPublishedPostBySlug } from "#app/models/blog-posts.server.ts";
import type { Route } from "./+types/post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await findPublishedPostBySlug(context.db, params.slug);
  if (!post) return data({ post: null }, { status: 404 });
  return { post: { title: post.title, excerpt: post.excerpt, heroImageUrl: post.heroImageUrl } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = loaderData?.post;
  if (!post) return [{ title: pageTitle("Post not found") }, { name: "robots", content: "noindex" }];
  return [{ title: pageTitle(post.title) }, { name: "description", content: post.excerpt }];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <NotFoundMessage title="Post not found">
        <p>This article may have moved or is no longer published.</p>
        <HomeLink to="/the-lake-advisor">Back to The Lake Advisor</HomeLink>
      </NotFoundMessage>
    );
  }
  return (
    <PageHero image={post.heroImageUrl ?? "/images/site/blog-hero.svg"} eyebrow="The Lake Advisor" title={post.title}>
      <p>{post.excerpt}</p>
    </PageHero>
  );
}
