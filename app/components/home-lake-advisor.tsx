import { useNamed } from "#app/components/site-settings-context.tsx";
import { POST_FALLBACK_IMAGE, postHref } from "#app/components/blog/post-card.tsx";
import { ArrowRight } from "lucide-react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ViewAllLink } from "#app/components/view-all-link.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import type { PageTexts } from "#app/content/content-types.ts";
import { site } from "#app/content/site.ts";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";

export type FeaturedPostCard = { slug: string; title: string; heroImageUrl: string | null; excerpt: string };

/** Home section 10: The Lake Advisor's featured posts, in the fixed order, each linking to its page. */
export function HomeLakeAdvisor({ heading, posts }: { heading: PageTexts["home"]["blogHeading"]; posts: FeaturedPostCard[] }) {
  const named = useNamed();
  return (
    <section aria-labelledby="home-lake-advisor" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="home-lake-advisor" eyebrow={named(heading.eyebrow)} title={site.blogName}>
            <p>{named(heading.intro)}</p>
          </SectionHeading>
          <ViewAllLink to="/the-lake-advisor">Read {site.blogName}</ViewAllLink>
        </div>
        {posts.length > 0 ? (
          <ul className="mt-12 grid gap-8 md:grid-cols-3" aria-label="Featured articles">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className="group relative flex h-full flex-col bg-cream shadow-card">
                  <div className="aspect-[16/9] overflow-hidden bg-sand">
                    <ResponsiveImage
                      src={post.heroImageUrl ?? POST_FALLBACK_IMAGE}
                      alt=""
                      width={1600}
                      height={900}
                      sizes={IMAGE_SIZES.grid3FromMd}
                      className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="text-2xl leading-snug text-ink">
                      <a href={postHref(post.slug)} className="after:absolute after:inset-0 hover:text-lake">
                        {post.title}
                      </a>
                    </h3>
                    <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-stone">{post.excerpt}</p>
                    <span
                      aria-hidden="true"
                      className="mt-auto pt-5 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-lake uppercase"
                    >
                      Read Article <ArrowRight className="size-4" />
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
