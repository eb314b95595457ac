import { Search } from "lucide-react";
import { BlogListError } from "#app/components/blog/blog-list-error.tsx";
import { CategoryChips } from "#app/components/blog/category-chips.tsx";
import { Pagination } from "#app/components/blog/pagination.tsx";
import { FeaturedPostCard, PostCard, type PostCardData } from "#app/components/blog/post-card.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { BLOG_LIST_PATH, blogListHref, hasActiveBlogFilters, toggleCategory, withPage, type BlogQuery } from "#app/lib/blog-query.ts";
import { cn } from "#app/lib/utils.ts";
import { blogListNames as names } from "./blog-list-names.ts";

/**
 * Filters, featured post, grid and pages of the blog list. Every change goes through the URL:
 * chips and pages are links and the search is a GET form, which <blog-list> (blog-list-element.ts)
 * follows in place, replacing the parts that change.
 */
export function BlogList({
  query,
  categories,
  featured,
  posts,
  total,
  pages,
}: {
  query: BlogQuery;
  categories: string[];
  featured: PostCardData | null;
  posts: PostCardData[];
  total: number;
  pages: number;
}) {
  const filtered = hasActiveBlogFilters(query);

  return (
    <blog-list loading-text="Loading posts...">
      <section {...names.part("section")} tabIndex={-1} aria-labelledby="articles-heading" className="scroll-mt-24 py-16 outline-none sm:py-20">
        <div className="container-page">
          <h2 id="articles-heading" className="sr-only">
            Articles
          </h2>
          <div className="flex flex-col gap-6 border-b border-line pb-8 lg:flex-row lg:items-center lg:justify-between">
            <CategoryChips categories={categories} selected={query.categories} hrefFor={(category) => blogListHref(toggleCategory(query, category))} />
            <form role="search" method="get" action={BLOG_LIST_PATH} className="relative w-full shrink-0 lg:w-80">
              <div hidden {...names.part("filters")}>
                {query.categories.map((category) => (
                  <input key={category} type="hidden" name="category" value={category} />
                ))}
              </div>
              <label htmlFor="blog-search" className="sr-only">
                Search articles
              </label>
              <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone" aria-hidden="true" />
              <input
                id="blog-search"
                type="search"
                name="q"
                defaultValue={query.q}
                placeholder="Search articles"
                autoComplete="off"
                className="h-11 w-full border border-line bg-white pr-4 pl-11 text-sm text-ink placeholder:text-stone/70 focus:border-gold focus:outline-none"
              />
            </form>
          </div>

          <p aria-live="polite" {...names.part("status")} className="mt-6 min-h-5 text-xs font-semibold tracking-[0.16em] text-stone uppercase">
            {total > 0 ? `${total} ${total === 1 ? "article" : "articles"}` : ""}
          </p>

          <div aria-busy={false} {...names.part("results")} className="mt-4 transition-opacity aria-busy:pointer-events-none aria-busy:opacity-50">
            {total === 0 ? (
              <div className="mx-auto max-w-lg py-20 text-center">
                <p className="font-serif text-3xl text-ink">No articles found</p>
                <p className="mt-3 text-stone">
                  {filtered ? "No articles match your filters. Try another category or search term." : "New articles are on their way. Check back soon."}
                </p>
                {filtered ? (
                  <a href={BLOG_LIST_PATH} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
                    Clear filters
                  </a>
                ) : null}
              </div>
            ) : (
              <>
                {featured ? <FeaturedPostCard post={featured} /> : null}
                {!featured && posts.length === 0 ? (
                  <div className="mx-auto max-w-lg py-16 text-center">
                    <p className="font-serif text-3xl text-ink">There is no page {query.page}</p>
                    <p className="mt-3 text-stone">
                      {total} {total === 1 ? "article matches" : "articles match"}, on {pages} {pages === 1 ? "page" : "pages"}.
                    </p>
                    <a href={blogListHref(withPage(query, 1))} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
                      Go to page 1
                    </a>
                  </div>
                ) : null}
                {posts.length > 0 ? (
                  <ul aria-label="Articles" className={cn("grid gap-8 md:grid-cols-2 lg:grid-cols-3", featured && "mt-12")}>
                    {posts.map((post) => (
                      <li key={post.id}>
                        <PostCard post={post} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Pagination page={query.page} pages={pages} hrefFor={(page) => blogListHref(withPage(query, page))} />
              </>
            )}
          </div>
        </div>
        <template {...names.part("error")}>
          <BlogListError />
        </template>
      </section>
    </blog-list>
  );
}
