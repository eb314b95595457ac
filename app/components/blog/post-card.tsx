import { ArrowRight } from "lucide-react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { formatPostDate, passageSegments, readingTimeLabel } from "#app/lib/blog-query.ts";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";
import { cn } from "#app/lib/utils.ts";

export type PostCardData = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  heroImageUrl: string | null;
  categories: string[];
  authorName: string;
  readingTimeMinutes: number;
  publishedAt: Date | string | null;
  /** In search results, the matching passage, its found words between SEARCH_MARKS. */
  passage?: string;
};

/** Shown for a post without a hero image. */
export const POST_FALLBACK_IMAGE = "/images/site/blog-hero.svg";

export const postHref = (slug: string) => `/the-lake-advisor/${slug}`;

/** Date · reading time, as the cards and the post header show them. */
export function PostMeta({ post, className }: { post: Pick<PostCardData, "publishedAt" | "readingTimeMinutes">; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium tracking-[0.12em] text-stone uppercase", className)}>
      {post.publishedAt ? <time dateTime={new Date(post.publishedAt).toISOString()}>{formatPostDate(post.publishedAt)}</time> : null}
      <span aria-hidden="true" className="text-gold">
        ·
      </span>
      <span>{readingTimeLabel(post.readingTimeMinutes)}</span>
    </p>
  );
}

/** The excerpt, or in search results the passage with the found words marked, all of it as text. */
function Summary({ post }: { post: PostCardData }) {
  if (!post.passage) return post.excerpt;
  return passageSegments(post.passage).map((segment, index) =>
    segment.marked ? (
      <mark key={index} className="bg-gold-light text-ink">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

export function CategoryBadges({ categories, className }: { categories: string[]; className?: string }) {
  if (categories.length === 0) return null;
  return (
    <ul aria-label="Categories" className={cn("flex flex-wrap gap-2", className)}>
      {categories.map((category) => (
        <li key={category} className="bg-gold-light px-2.5 py-1 text-[0.65rem] font-semibold tracking-[0.16em] text-ink uppercase">
          {category}
        </li>
      ))}
    </ul>
  );
}

/** A grid card: picture, categories, title (the link), excerpt, date and reading time. */
export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col bg-white shadow-card transition-shadow hover:shadow-lg">
      <div className="aspect-[16/10] overflow-hidden bg-sand">
        <ResponsiveImage
          src={post.heroImageUrl ?? POST_FALLBACK_IMAGE}
          alt=""
          width={1600}
          height={1000}
          sizes={IMAGE_SIZES.grid3FromMd}
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadges categories={post.categories} />
        <Heading className="mt-4 text-2xl leading-snug text-ink">
          <a href={postHref(post.slug)} className="after:absolute after:inset-0 hover:text-lake">
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-stone">
          <Summary post={post} />
        </p>
        <PostMeta post={post} className="mt-auto pt-5" />
      </div>
    </article>
  );
}

/** The large post above the grid. */
export function FeaturedPostCard({ post }: { post: PostCardData }) {
  return (
    <article aria-labelledby="featured-post-title" className="group relative grid overflow-hidden bg-white shadow-card lg:grid-cols-[1.35fr_1fr]">
      <div className="aspect-[16/10] overflow-hidden bg-sand lg:aspect-auto lg:min-h-[26rem]">
        <ResponsiveImage
          src={post.heroImageUrl ?? POST_FALLBACK_IMAGE}
          alt=""
          width={1600}
          height={1000}
          sizes={IMAGE_SIZES.featuredPost}
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-col justify-center p-8 sm:p-10 lg:p-12">
        <p className="eyebrow">Featured article</p>
        <CategoryBadges categories={post.categories} className="mt-4" />
        <h3 id="featured-post-title" className="mt-5 text-3xl leading-tight text-ink sm:text-4xl">
          <a href={postHref(post.slug)} className="after:absolute after:inset-0 hover:text-lake">
            {post.title}
          </a>
        </h3>
        <p className="mt-4 leading-relaxed text-stone">
          <Summary post={post} />
        </p>
        <PostMeta post={post} className="mt-6" />
        <span
          aria-hidden="true"
          className="mt-8 inline-flex items-center gap-2 self-start border-b border-gold pb-1 text-xs font-semibold tracking-[0.18em] text-ink uppercase group-hover:text-lake"
        >
          Read Article <ArrowRight className="size-4" />
        </span>
      </div>
    </article>
  );
}
