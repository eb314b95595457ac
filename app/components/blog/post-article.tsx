import { ArrowLeft, ArrowRight } from "lucide-react";
import { AuthorBox } from "#app/components/blog/author-box.tsx";
import { Breadcrumb } from "#app/components/blog/breadcrumb.tsx";
import { CategoryBadges, PostCard, PostMeta, postHref, type PostCardData, POST_FALLBACK_IMAGE } from "#app/components/blog/post-card.tsx";
import { ShareButton } from "#app/widgets/share-button/share-button.tsx";
import { preloadSerifItalic } from "#app/components/font-preloads.ts";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { site } from "#app/content/site.ts";
import { IMAGE_SIZES } from "#app/lib/responsive-image-sources.ts";

export type AdjacentLink = { slug: string; title: string };

/** The post page body (spec §2 "Blog post"); `html` and `setsSerifItalic` come from renderPost() on the server. */
export function PostArticle({
  post,
  html,
  setsSerifItalic,
  related,
  previous,
  next,
}: {
  post: PostCardData;
  html: string;
  setsSerifItalic: boolean;
  related: PostCardData[];
  previous: AdjacentLink | null;
  next: AdjacentLink | null;
}) {
  if (setsSerifItalic) preloadSerifItalic();
  return (
    <>
      <header className="border-b border-line bg-sand/60 pt-10 pb-12 sm:pt-14 sm:pb-16">
        <div className="container-page max-w-4xl">
          <Breadcrumb items={[{ label: "Home", to: "/" }, { label: site.blogName, to: "/the-lake-advisor" }, { label: post.title }]} />
          <CategoryBadges categories={post.categories} className="mt-8" />
          <h1 className="mt-5 text-4xl leading-[1.08] text-ink sm:text-5xl lg:text-6xl">{post.title}</h1>
          <div className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm text-ink">
                By <span className="font-semibold">{post.authorName}</span>
              </p>
              <PostMeta post={post} className="mt-2" />
            </div>
            <ShareButton title={post.title} text={post.excerpt} />
          </div>
        </div>
      </header>

      <div className="container-page max-w-5xl">
        <ResponsiveImage
          src={post.heroImageUrl ?? POST_FALLBACK_IMAGE}
          alt=""
          width={1600}
          height={900}
          sizes={IMAGE_SIZES.postHero}
          priority
          className="mt-8 aspect-[16/9] w-full bg-sand object-cover shadow-card sm:mt-12"
        />
      </div>

      <div className="container-page max-w-3xl py-12 sm:py-16">
        <p className="border-l-2 border-gold pl-6 font-serif text-2xl leading-snug text-ink sm:text-[1.7rem]">{post.excerpt}</p>
        <article className="prose-lake mt-12" dangerouslySetInnerHTML={{ __html: html }} />
        <AuthorBox authorName={post.authorName} />

        {previous || next ? (
          <nav aria-label="More articles" className="mt-12 grid gap-4 sm:grid-cols-2">
            {previous ? (
              <a href={postHref(previous.slug)} rel="prev" className="group flex flex-col gap-2 border border-line bg-white p-6 hover:border-gold">
                <span className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-stone uppercase">
                  <ArrowLeft className="size-4" aria-hidden="true" /> Previous article
                </span>
                <span className="font-serif text-xl text-ink group-hover:text-lake">{previous.title}</span>
              </a>
            ) : (
              <span className="hidden sm:block" />
            )}
            {next ? (
              <a
                href={postHref(next.slug)}
                rel="next"
                className="group flex flex-col gap-2 border border-line bg-white p-6 text-right hover:border-gold sm:items-end"
              >
                <span className="inline-flex items-center gap-2 self-end text-xs font-semibold tracking-[0.16em] text-stone uppercase">
                  Next article <ArrowRight className="size-4" aria-hidden="true" />
                </span>
                <span className="font-serif text-xl text-ink group-hover:text-lake">{next.title}</span>
              </a>
            ) : null}
          </nav>
        ) : null}
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-white py-16 sm:py-20">
          <div className="container-page">
            <p className="eyebrow">Keep reading</p>
            <h2 id="related-heading" className="mt-3 text-4xl text-ink">
              Related Articles
            </h2>
            <ul aria-label="Related articles" className="mt-10 grid gap-8 md:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
