import { CalendarClockIcon, ExternalLinkIcon, FilePenLineIcon, FilePlus2Icon, PencilIcon, RadioIcon, StarIcon, Trash2Icon } from "lucide-react";
import { memo, useMemo, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { useActionCall } from "#app/components/admin/use-action-call.ts";
import { useHydrated, zoneBeforeHydration } from "#app/components/admin/use-hydrated.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";
import { AdminPager } from "#app/components/admin/admin-page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label, Select } from "#app/components/ui/field.tsx";
import {
  ADMIN_POST_STATUS_LABELS,
  ADMIN_POST_STATUSES,
  ADMIN_POSTS_PAGE_SIZE,
  ADMIN_POSTS_PATH,
  adminPostListHref,
  hasAdminPostFilters,
  type AdminPostListFilters,
} from "#app/lib/admin-post-filters.ts";
import { PostStatusBadge } from "#app/components/admin/post-status-badge.tsx";
import { hasBeenPublic, postPath, postStatus } from "#app/lib/post-editor-rules.ts";
import { cn } from "#app/lib/utils.ts";

export type AdminListPost = {
  id: string;
  slug: string;
  title: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  updatedAt: string;
  featured: boolean;
};

export type DeleteAnswer = { requestId?: string; ok: boolean; message: string };

/** Spec §8 messages of the admin list. */
export const LIST_MESSAGES = {
  empty: "No posts yet. Create your first post!",
  loadFailed: "Error loading posts",
  deleted: "Post deleted successfully",
  deleteFailed: "Error deleting post",
} as const;

const dateFormat: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const dateTimeFormat: Intl.DateTimeFormatOptions = { ...dateFormat, hour: "numeric", minute: "2-digit" };

/**
 * A page of posts with their status (spec §2 "Admin blog list"), an edit link each, and delete after a
 * confirmation. A deleted post leaves the list at once, without reloading every other post (the
 * route does not revalidate after its delete); a failed delete reloads the list.
 */
export function PostList({ posts, now }: { posts: AdminListPost[]; now: string }) {
  const hydrated = useHydrated();
  const remove = useActionCall<DeleteAnswer>("/admin/lake-advisor?index");
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<AdminListPost | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  // Dates in the browser's time zone once hydrated; the server's clock decides the status.
  const formats = useMemo(() => {
    const zone = (withTime: boolean) => (hydrated ? {} : zoneBeforeHydration({ withTime }));
    return {
      date: new Intl.DateTimeFormat("en-US", { ...dateFormat, ...zone(false) }),
      dateTime: new Intl.DateTimeFormat("en-US", { ...dateTimeFormat, ...zone(true) }),
    };
  }, [hydrated]);
  const clock = useMemo(() => new Date(now), [now]);

  async function confirmDelete(post: AdminListPost) {
    setConfirming(null);
    setDeleting(post.id);
    const answer = await remove({ intent: "delete", id: post.id });
    setDeleting(null);
    if (answer?.ok) {
      setDeleted((ids) => new Set(ids).add(post.id));
      toast.success(LIST_MESSAGES.deleted);
      return;
    }
    toast.error(LIST_MESSAGES.deleteFailed);
    // A failed answer does not reload the list by itself; show what is there now (spec §4: refresh).
    void revalidator.revalidate();
  }

  return (
    <>
      <ul aria-label="Posts" className="divide-y divide-line border border-line bg-white shadow-card">
        {posts
          .filter((post) => !deleted.has(post.id))
          .map((post) => (
            <PostRow key={post.id} post={post} now={clock} formats={formats} deleting={deleting === post.id} onDelete={setConfirming} />
          ))}
      </ul>

      <AlertDialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this post?</AlertDialogTitle>
          <AlertDialogDescription>“{confirming?.title}” will be removed from the site for good. This cannot be undone.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className="bg-destructive hover:bg-ink" onClick={() => confirming && void confirmDelete(confirming)}>
              <Trash2Icon aria-hidden="true" />
              Delete Post
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

type RowFormats = { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat };

/** One post of the list; memoised, so opening a dialog or deleting one post re-renders no other row. */
const PostRow = memo(function PostRow({
  post,
  now,
  formats,
  deleting,
  onDelete,
}: {
  post: AdminListPost;
  now: Date;
  formats: RowFormats;
  deleting: boolean;
  onDelete: (post: AdminListPost) => void;
}) {
  const status = postStatus(post.publishedAt, now);
  return (
    <li aria-label={post.title} className={cn("flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:gap-6 sm:px-6", deleting && "opacity-50")}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <PostStatusBadge status={status} />
          {post.featured ? (
            <span className="inline-flex items-center gap-1 text-[0.7rem] font-semibold tracking-[0.12em] text-gold-dark uppercase">
              <StarIcon className="size-3.5 fill-gold text-gold-dark" aria-hidden="true" />
              Featured
            </span>
          ) : null}
        </div>
        <h2 className="mt-2 font-serif text-xl leading-snug text-ink sm:text-2xl">
          <Link
            to={`/admin/lake-advisor/${post.id}/edit`}
            className="hover:text-lake hover:underline hover:decoration-gold hover:underline-offset-4"
            tabIndex={-1}
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone">
          <span className="font-mono text-xs break-all">/the-lake-advisor/{post.slug}</span>
          <span className="inline-flex items-center gap-1">
            {status === "draft" ? (
              <>
                <FilePenLineIcon className="size-3.5" aria-hidden="true" />
                {hasBeenPublic(post.firstPublishedAt, now) ? "Unpublished" : "Not on the site"} · edited {formats.date.format(new Date(post.updatedAt))}
              </>
            ) : status === "scheduled" ? (
              <>
                <CalendarClockIcon className="size-3.5" aria-hidden="true" />
                Scheduled for {formats.dateTime.format(new Date(post.publishedAt!))}
              </>
            ) : (
              <>
                <RadioIcon className="size-3.5 text-[#2c5c41]" aria-hidden="true" />
                Live · published {formats.date.format(new Date(post.publishedAt!))} · saves update the site
              </>
            )}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {status === "published" ? (
          <Button asChild variant="ghost" size="sm">
            <a href={postPath(post.slug)} target="_blank" rel="noopener" aria-label={`View post: ${post.title} (opens in a new tab)`}>
              <ExternalLinkIcon aria-hidden="true" />
              View post
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin/lake-advisor/${post.id}/edit`} aria-label={`Edit ${post.title}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
        {/* Without JavaScript the form posts at once; with it, the post waits for the confirmation. */}
        <Form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            onDelete(post);
          }}
        >
          <input type="hidden" name="id" value={post.id} />
          <Button
            type="submit"
            name="intent"
            value="delete"
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-[#fdf3f2]"
            aria-label={`Delete ${post.title}`}
            disabled={deleting}
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </Form>
      </div>
    </li>
  );
});

/** Title search and the status and category filters as a GET form, so every view of the list is a URL (and works without script). */
function PostFilters({ filters, categories }: { filters: AdminPostListFilters; categories: string[] }) {
  return (
    <Form
      method="get"
      action={ADMIN_POSTS_PATH}
      className="grid gap-4 border border-line bg-white p-5 shadow-card sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
    >
      <div>
        <Label htmlFor="post-search">Search titles</Label>
        <Input id="post-search" name="q" type="search" defaultValue={filters.q} placeholder="Words of the title" maxLength={200} />
      </div>
      <div>
        <Label htmlFor="post-status">Status</Label>
        <Select id="post-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">Every status</option>
          {ADMIN_POST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ADMIN_POST_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="post-category">Category</Label>
        <Select id="post-category" name="category" defaultValue={filters.category}>
          <option value="">Every category</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="primary">
        Show Posts
      </Button>
    </Form>
  );
}

export type AdminPostsPanelProps = { posts: AdminListPost[] | null; now: string; total: number; filters: AdminPostListFilters; categories: string[] };

/**
 * One page of the list (50 posts, issue 17) with its filters and pages, or the spec's empty
 * message, or the load error (spec §2, §8).
 */
export function AdminPostsPanel({ posts, now, total, filters, categories }: AdminPostsPanelProps) {
  if (!posts) {
    return (
      <p role="alert" className="border border-destructive/30 bg-[#fdf3f2] px-6 py-8 text-center text-destructive">
        {LIST_MESSAGES.loadFailed}
      </p>
    );
  }
  const filtered = hasAdminPostFilters(filters);
  if (posts.length === 0 && !filtered && total === 0) {
    return (
      <div className="flex flex-col items-center border border-dashed border-ink/20 bg-white/70 px-6 py-16 text-center">
        <FilePlus2Icon className="size-10 text-gold-dark" aria-hidden="true" />
        <p className="mt-4 font-serif text-2xl text-ink">{LIST_MESSAGES.empty}</p>
        <Button asChild variant="gold" className="mt-6">
          <Link to="/admin/lake-advisor/new">New Post</Link>
        </Button>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE));
  return (
    <div className="space-y-6">
      <PostFilters filters={filters} categories={categories} />
      {posts.length === 0 ? (
        <p className="border border-line bg-white p-8 text-center text-stone">
          {total === 0
            ? "No posts match these filters."
            : `There are no posts on page ${filters.page}: these posts fill ${pages} ${pages === 1 ? "page" : "pages"}.`}{" "}
          <Link to={total === 0 ? ADMIN_POSTS_PATH : adminPostListHref(filters, pages)} className="text-lake underline underline-offset-2">
            {total === 0 ? "Show all posts" : "Go to the last page"}
          </Link>
        </p>
      ) : (
        <PostList posts={posts} now={now} />
      )}
      <AdminPager
        label="Post pages"
        page={filters.page}
        pages={pages}
        href={(target) => adminPostListHref(filters, target)}
        previous="Newer posts"
        next="Older posts"
      />
    </div>
  );
}
