import { site } from "#app/content/site.ts";
import { BLOG_LIST_PATH } from "#app/lib/blog-query.ts";

/** Spec §8 "Blog list load failure": the route's error boundary, and what the list island shows when the next list fails. */
export function BlogListError() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="eyebrow">{site.blogName}</p>
      <h1 className="mt-4 text-5xl text-ink sm:text-6xl">Error loading posts</h1>
      <p className="mt-4 max-w-md text-lg text-stone">The articles could not be loaded. Please try again in a moment.</p>
      <a
        href={BLOG_LIST_PATH}
        className="mt-8 inline-block text-sm font-semibold tracking-[0.16em] text-lake uppercase underline decoration-gold underline-offset-8 hover:text-ink"
      >
        Try again
      </a>
    </section>
  );
}
