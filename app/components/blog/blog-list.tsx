import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { CategoryChips } from "#app/components/blog/category-chips.tsx";
import { Pagination } from "#app/components/blog/pagination.tsx";
import { FeaturedPostCard, PostCard, type PostCardData } from "#app/components/blog/post-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  blogQueryString,
  hasActiveBlogFilters,
  toggleCategory,
  withPage,
  withSearch,
  type BlogQuery,
} from "#app/lib/blog-query.ts";
import { cn } from "#app/lib/utils.ts";

export const BLOG_LIST_PATH = "/the-lake-advisor";
const SEARCH_DEBOUNCE_MS = 300;

const hrefFor = (query: BlogQuery) => `${BLOG_LIST_PATH}${blogQueryString(query)}`;

/** Filters, featured post, grid and pages of the blog list. Every change goes through the URL. */
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
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === BLOG_LIST_PATH;
  const [text, setText] = useState(query.q);
  const typed = useRef(false);
  const listTop = useRef<HTMLElement>(null);
  const previousPage = useRef(query.page);

  // Back/forward or a chip click replaces the query: show its search text.
  useEffect(() => {
    if (!typed.current) setText(query.q);
  }, [query.q]);

  // Typing: update the URL once the visitor pauses, replacing the entry so back skips keystrokes.
  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => {
      typed.current = false;
      if (text.trim() !== query.q) void navigate(hrefFor(withSearch(query, text)), { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query, navigate]);

  // A new page starts at the top of the list, not at the pagination links.
  useEffect(() => {
    if (previousPage.current === query.page) return;
    previousPage.current = query.page;
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: "start" });
  }, [query.page]);

  const filtered = hasActiveBlogFilters(query);

  return (
    <section ref={listTop} aria-labelledby="articles-heading" className="scroll-mt-24 py-16 sm:py-20">
      <div className="container-page">
        <h2 id="articles-heading" className="sr-only">
          Articles
        </h2>
        <div className="flex flex-col gap-6 border-b border-line pb-8 lg:flex-row lg:items-center lg:justify-between">
          <CategoryChips
            categories={categories}
            selected={query.categories}
            onToggle={(category) => void navigate(hrefFor(toggleCategory(query, category)), { preventScrollReset: true })}
          />
          <form
            role="search"
            method="get"
            action={BLOG_LIST_PATH}
            className="relative w-full shrink-0 lg:w-80"
            onSubmit={(event) => {
              event.preventDefault();
              typed.current = false;
              void navigate(hrefFor(withSearch(query, text)), { preventScrollReset: true });
            }}
          >
            {query.categories.map((category) => (
              <input key={category} type="hidden" name="category" value={category} />
            ))}
            <label htmlFor="blog-search" className="sr-only">
              Search articles
            </label>
            <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone" aria-hidden="true" />
            <input
              id="blog-search"
              type="search"
              name="q"
              value={text}
              placeholder="Search articles"
              autoComplete="off"
              onChange={(event) => {
                typed.current = true;
                setText(event.target.value);
              }}
              className="h-11 w-full border border-line bg-white pr-4 pl-11 text-sm text-ink placeholder:text-stone/70 focus:border-gold focus:outline-none"
            />
          </form>
        </div>

        <p aria-live="polite" className="mt-6 min-h-5 text-xs font-semibold tracking-[0.16em] text-stone uppercase">
          {loading ? "Loading posts..." : total > 0 ? `${total} ${total === 1 ? "article" : "articles"}` : ""}
        </p>

        <div aria-busy={loading} className={cn("mt-4 transition-opacity", loading && "pointer-events-none opacity-50")}>
          {total === 0 ? (
            <div className="mx-auto max-w-lg py-20 text-center">
              <p className="font-serif text-3xl text-ink">No articles found</p>
              <p className="mt-3 text-stone">
                {filtered ? "No articles match your filters. Try another category or search term." : "New articles are on their way. Check back soon."}
              </p>
              {filtered ? (
                <Button asChild variant="outline" className="mt-8">
                  <Link to={BLOG_LIST_PATH} preventScrollReset>
                    Clear filters
                  </Link>
                </Button>
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
                  <Button asChild variant="outline" className="mt-8">
                    <Link to={hrefFor(withPage(query, 1))}>Go to page 1</Link>
                  </Button>
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
              <Pagination page={query.page} pages={pages} hrefFor={(page) => hrefFor(withPage(query, page))} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
