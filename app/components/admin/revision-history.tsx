import { HistoryIcon, RotateCcwIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { AdminBackLink, AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { postPath } from "#app/lib/post-editor-rules.ts";
import { REVISION_KIND_LABELS, REVISIONS_KEPT, type DiffPart } from "#app/lib/post-revision-rules.ts";
import { cn } from "#app/lib/utils.ts";
import type { RestoreAnswer, RevisionsView } from "#app/services/revision-restore.server.ts";

const FORM_ID = "revision-restore";
/** Charlotte time, the same on the server and in the browser. */
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "America/New_York" });

const editorPath = (postId: string) => `/admin/lake-advisor/${postId}/edit`;
const revisionPath = (postId: string, revisionId: string) => `/admin/lake-advisor/${postId}/revisions/${revisionId}`;
const authorOf = (email: string) => email || "Before revisions were kept";

/**
 * A post's revisions (decision 037): the list, newest first, and the chosen revision compared field
 * by field with the post as it is now, with Restore. Plain links and a plain form, so it works
 * without JavaScript; the comparison is text, never HTML.
 */
export function RevisionHistory({ view, answer }: { view: RevisionsView | null; answer: RestoreAnswer | undefined }) {
  const navigation = useNavigation();
  useSaveAnswer(answer, FORM_ID);
  if (!view) {
    return (
      <div className="container-page py-14">
        <h1 className="text-4xl text-ink">Post not found</h1>
        <p className="mt-3 text-stone">There is no post at this address. It may have been deleted.</p>
        <Link to="/admin/lake-advisor" className="mt-6 inline-block text-sm font-semibold text-lake underline underline-offset-4">
          Back to all posts
        </Link>
      </div>
    );
  }
  const { post, revisions, selected } = view;
  const restoring = navigation.state !== "idle" && navigation.formMethod === "POST";
  const changed = selected?.fields.filter((field) => field.changed) ?? [];
  const unchanged = selected?.fields.filter((field) => !field.changed) ?? [];

  return (
    <div className="container-page py-10 sm:py-14">
      <AdminBackLink to={editorPath(post.id)}>Back to the editor</AdminBackLink>
      <div className="mt-6">
        <AdminPageHeader
          title="Revisions"
          status={
            <p>
              <span className="font-semibold text-ink">{post.title}</span> · the newest {REVISIONS_KEPT} saves are kept; autosaves of a few minutes share one
              revision.
            </p>
          }
        />
      </div>
      <SaveStatus answer={answer} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="revision-list" className="order-2 border border-line bg-white shadow-card lg:order-1">
          <h2 id="revision-list" className="border-b border-line px-5 py-4 text-2xl text-ink">
            History
          </h2>
          {revisions.length === 0 ? (
            <p className="px-5 py-4 text-sm text-stone">No revisions yet: each save of the post from now on keeps one.</p>
          ) : (
            <ol className="divide-y divide-line">
              {revisions.map((revision) => (
                <li key={revision.id}>
                  <Link
                    to={revisionPath(post.id, revision.id)}
                    aria-current={selected?.id === revision.id ? "page" : undefined}
                    className={cn("block px-5 py-3 text-sm hover:bg-sand", selected?.id === revision.id && "bg-sand")}
                  >
                    <span className="flex items-center justify-between gap-3">
                      <time dateTime={revision.updatedAt.toISOString()} className="font-semibold text-ink">
                        {when.format(revision.updatedAt)}
                      </time>
                      <span className="shrink-0 border border-line px-2 py-0.5 text-xs tracking-[0.1em] text-stone uppercase">
                        {REVISION_KIND_LABELS[revision.kind]}
                      </span>
                    </span>
                    <span className="mt-0.5 block truncate text-stone">{authorOf(revision.administratorEmail)}</span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="revision-diff" className="order-1 min-w-0 border border-line bg-white p-5 shadow-card sm:p-8 lg:order-2">
          {selected ? (
            <>
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <h2 id="revision-diff" className="text-2xl text-ink sm:text-3xl">
                    {REVISION_KIND_LABELS[selected.kind]} of {when.format(selected.updatedAt)}
                  </h2>
                  <p className="mt-1 text-sm text-stone">
                    {selected.administratorEmail ? `By ${selected.administratorEmail}.` : "The post as it was before revisions were kept."} Compared with the
                    post as it is now: <del className="bg-[#fdf3f2] text-destructive">struck text</del> is in the post now and restoring removes it;{" "}
                    <ins className="bg-green-50 text-green-900 no-underline">highlighted text</ins> comes back.
                  </p>
                </div>
                <Form id={FORM_ID} method="post" className="shrink-0">
                  <input type="hidden" name="revisionId" value={selected.id} />
                  <input type="hidden" name="baseVersion" value={post.version} />
                  <Button type="submit" disabled={restoring || changed.length === 0}>
                    <RotateCcwIcon aria-hidden="true" />
                    {restoring ? "Restoring..." : "Restore"}
                  </Button>
                </Form>
              </div>
              {post.hasBeenPublic && changed.some((field) => field.name === "slug") ? (
                <p className="mt-4 border-l-2 border-destructive bg-[#fdf3f2] px-3 py-2 text-sm text-destructive">
                  This post has been public at {postPath(post.slug)}: restoring this revision moves it to a new address.
                </p>
              ) : null}
              {changed.length === 0 ? (
                <p className="mt-6 text-sm text-stone">This revision is the same as the post now: nothing to restore.</p>
              ) : (
                <dl className="mt-6 space-y-6">
                  {changed.map((field) => (
                    <div key={field.name}>
                      <dt className="text-xs font-semibold tracking-[0.14em] text-stone uppercase">{field.label}</dt>
                      <dd
                        data-field={field.name}
                        className={cn(
                          "mt-1.5 border border-line bg-cream/60 px-3 py-2 text-sm break-words whitespace-pre-wrap text-ink",
                          field.name === "content" && "max-h-[70vh] overflow-y-auto font-mono text-[0.8rem]",
                        )}
                      >
                        <DiffText parts={field.parts} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {unchanged.length > 0 && changed.length > 0 ? (
                <p className="mt-6 text-sm text-stone">Unchanged: {unchanged.map((field) => field.label).join(", ")}.</p>
              ) : null}
            </>
          ) : (
            <div className="flex items-start gap-3 text-stone">
              <HistoryIcon className="mt-1 size-5 shrink-0" aria-hidden="true" />
              <div>
                <h2 id="revision-diff" className="text-2xl text-ink">
                  Compare and restore
                </h2>
                <p className="mt-1 text-sm">Choose a revision to compare it with the post as it is now, and to restore it.</p>
              </div>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function DiffText({ parts }: { parts: DiffPart[] }) {
  return parts.map((part, index) =>
    part.change === "removed" ? (
      <del key={index} className="bg-[#fdf3f2] text-destructive">
        {part.value}
      </del>
    ) : part.change === "added" ? (
      <ins key={index} className="bg-green-100 text-green-900 no-underline">
        {part.value}
      </ins>
    ) : (
      <span key={index}>{part.value}</span>
    ),
  );
}
