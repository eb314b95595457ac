import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { data, useRouteLoaderData } from "react-router";
import { BlogList } from "#app/widgets/blog-list/blog-list.tsx";
import { BlogListError } from "#app/components/blog/blog-list-error.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { site } from "#app/content/site.ts";
import { blogListCanonicalPath, pageCount, parseBlogQuery, splitFeatured } from "#app/lib/blog-query.ts";
import { BLOG_PAGE_SIZE } from "#app/lib/constants.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import { listPublishedCategories, listPublishedPosts } from "#app/models/blog-posts.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { NewsletterForm } from "#app/widgets/lead-form/newsletter-form.tsx";
import type { Route } from "./+types/list";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

/** The same for every visitor: a CDN may keep it for five minutes, a browser for one. */
const CACHE_CONTROL = cacheControl({ page: 300 });

/**
 * Filtering and paging happen here, from the URL, so shared links and the first render agree. A
 * page past the last says so with a 404, so it is not indexed as an empty copy of the list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseBlogQuery(new URL(request.url).searchParams);
  const [result, categories] = await Promise.all([listPublishedPosts(context.db, query), listPublishedCategories(context.db)]);
  const { featured, grid } = splitFeatured(result.posts, result.featured, query.page);
  const pages = pageCount(result.total, BLOG_PAGE_SIZE);
  const pastTheLast = query.page > pages;
  return data(
    { query, categories, featured, posts: grid, total: result.total, pages },
    pastTheLast ? { status: 404 } : { headers: { "Cache-Control": CACHE_CONTROL } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  // As every 404: not to be indexed, and nothing to share.
  if (loaderData && loaderData.query.page > loaderData.pages)
    return [{ title: pageTitle(settings.agent.name, `There is no page ${loaderData.query.page}`) }, { name: "robots", content: "noindex" }];
  return seoMeta({
    settings,
    title: pageTitle(settings.agent.name, site.blogName),
    description: `Market insight, neighborhood guides and life on the lake, from ${settings.agent.name}.`,
    path: loaderData ? blogListCanonicalPath(loaderData.query, loaderData.categories) : "/the-lake-advisor",
    siteUrl,
    jsonLd: breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: site.blogName, path: "/the-lake-advisor" },
    ]),
  });
};

export default function LakeAdvisor({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <PageHero image="/images/site/blog-hero.svg" eyebrow="The blog" title={site.blogName}>
        <p>Market insight, neighborhood guides and life on the lake, from {settings.agent.name}.</p>
      </PageHero>
      <BlogList {...loaderData} />
      <NewsletterForm returned={root?.leadForm ?? null} />
    </>
  );
}

/** Spec §8 "Blog list load failure". */
export function ErrorBoundary() {
  return <BlogListError />;
}
