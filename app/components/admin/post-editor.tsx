import { ArrowLeftIcon, CheckIcon, ExternalLinkIcon, EyeOffIcon, HistoryIcon, LoaderCircleIcon, SaveIcon, SendIcon } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { ChipInput } from "#app/components/admin/chip-input.tsx";
import { HeroImagePicker } from "#app/components/admin/hero-image-picker.tsx";
import { LeavePrompt } from "#app/components/admin/leave-prompt.tsx";
import { MarkdownEditor } from "#app/components/admin/markdown-editor.tsx";
import { PostNewsletterChoice } from "#app/components/admin/post-newsletter-choice.tsx";
import { PostStatusBadge } from "#app/components/admin/post-status-badge.tsx";
import { ReloadDialog, SlugMoveDialog, UnpublishDialog, type SlugMoveChoice } from "#app/components/admin/post-publishing-dialogs.tsx";
import { useActionCall } from "#app/components/admin/use-action-call.ts";
import { useAutosave } from "#app/components/admin/use-autosave.ts";
import { useHydrated, zoneBeforeHydration } from "#app/components/admin/use-hydrated.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, FieldHint, Input, Label, RequiredMark, Textarea } from "#app/components/ui/field.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import type { SaveKind } from "#app/lib/autosave.ts";
import { EXCERPT_MAX_LENGTH } from "#app/lib/constants.ts";
import {
  EDITOR_MESSAGES,
  SUGGESTED_CATEGORIES,
  fromDateTimeLocal,
  hasBeenPublic,
  postStatus,
  publicPostUrl,
  slugForTitle,
  slugMove,
  slugMoveWarning,
  toDateTimeLocal,
  type PostForm,
  type PostIntent,
  type PostPublishing,
  type PostStatus,
  type PostWriteAnswer,
} from "#app/lib/post-editor-rules.ts";
import { postDraftSchema, postPublishSchema } from "#app/lib/post-schemas.ts";
import { fieldErrors } from "#app/lib/form-fields.ts";
import type { NewsletterContent, NewsletterSendStatus } from "#app/lib/newsletter-send-status.ts";
import { cn } from "#app/lib/utils.ts";

const LIST_PATH = "/admin/lake-advisor";
/** Spec §9: excerpt and SEO description boxes have 3 rows. */
const SHORT_TEXT_ROWS = 3;
const FIELD_ORDER = [
  "title",
  "slug",
  "heroImageUrl",
  "excerpt",
  "categories",
  "tags",
  "authorName",
  "publishedAt",
  "content",
  "seoTitle",
  "seoDescription",
  "canonicalUrl",
];

const fieldId = (name: string) => `post-${name}`;
const errorId = (name: string) => `post-${name}-error`;

type Errors = Record<string, string>;

/**
 * The post editor (spec §2, §4, §5): one form for a new post (created on Publish) and an
 * existing one (autosaved 3 s after any change, Save Draft, Publish). The form's values live
 * here only; answers from the server never overwrite what is being typed. What a save does to the
 * post on the site is said in the bar and on the buttons (issue 12): a draft's saves stay private;
 * a published or scheduled post's saves must keep it publishable and can be undone by Unpublish;
 * a post that has been public keeps its address unless the administrator confirms a move.
 */
export function PostEditor({
  mode,
  initial,
  action,
  siteUrl,
  stored: initialStored = null,
  newsletterSend = null,
  now,
}: {
  mode: "new" | "edit";
  initial: PostForm;
  /** The route whose action takes the writes. */
  action: string;
  siteUrl: string;
  /** The stored post's publishing facts and last save (edit mode). */
  stored?: (PostPublishing & { updatedAt: string; version: number }) | null;
  /** Where the post's newsletter send stands, when it has one. */
  newsletterSend?: NewsletterSendStatus | null;
  /** The server's clock when the page was rendered: it decides the status until a save answers. */
  now: string;
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const call = useActionCall<PostWriteAnswer>(action);
  const [form, setForm] = useState<PostForm>(initial);
  const formRef = useRef(form);
  const [errors, setErrors] = useState<Errors>({});
  const [lastSavedAt, setLastSavedAt] = useState<string | null>(initialStored?.updatedAt ?? null);
  const [stored, setStored] = useState<PostPublishing | null>(initialStored);
  const storedRef = useRef(stored);
  const [clock, setClock] = useState(now);
  const [publishing, setPublishing] = useState(false);
  const [unpublishing, setUnpublishing] = useState(false);
  const [askingUnpublish, setAskingUnpublish] = useState(false);
  const [send, setSend] = useState(newsletterSend);
  /** "Email this post to subscribers": null while unticked, else what the e-mail carries. */
  const [emailChoice, setEmailChoice] = useState<NewsletterContent | null>(null);
  const [pendingMove, setPendingMove] = useState<{ from: string; to: string; answer: (choice: SlugMoveChoice) => void } | null>(null);
  /** The new slug of a post that has been public, once the administrator confirmed the move. */
  const confirmedSlug = useRef<string | null>(null);
  /** The post's version this tab's values are based on: a save of another one is refused (decision 037). */
  const baseVersion = useRef(initialStored?.version);
  /** A save refused because the post changed elsewhere: autosave stops until the administrator chooses. */
  const [conflict, setConflict] = useState<{ intent: PostIntent } | null>(null);
  const conflictRef = useRef(conflict);
  /** The next write overwrites the other save, as the administrator chose. */
  const overwriting = useRef(false);
  const [askingReload, setAskingReload] = useState(false);
  const discarding = useRef(false);

  const status: PostStatus | "new" = stored ? postStatus(stored.publishedAt, new Date(clock)) : "new";
  const publicBefore = stored !== null && hasBeenPublic(stored.firstPublishedAt, new Date(clock));
  const move = stored && publicBefore ? slugMove(stored.slug, form.slug) : null;

  function accept(post: PostPublishing & { updatedAt: string; version: number }) {
    baseVersion.current = post.version;
    const next = { slug: post.slug, publishedAt: post.publishedAt, firstPublishedAt: post.firstPublishedAt };
    storedRef.current = next;
    setStored(next);
    setLastSavedAt(post.updatedAt);
    setClock(new Date().toISOString());
    if (confirmedSlug.current === post.slug) confirmedSlug.current = null;
  }

  /** The move a save of the current values would make, for a post that has been public. */
  function currentMove() {
    const current = storedRef.current;
    return current && hasBeenPublic(current.firstPublishedAt) ? slugMove(current.slug, formRef.current.slug) : null;
  }

  /**
   * What a write sends: the form's values, but a post that has been public keeps its stored slug
   * until its move is confirmed, so an autosave never moves it.
   */
  function outgoing(intent: PostIntent) {
    const values = formRef.current;
    const pending = currentMove();
    const based = {
      baseVersion: baseVersion.current ?? null,
      overwrite: overwriting.current,
      ...(intent === "publish" && emailChoice ? { emailSubscribers: emailChoice } : {}),
    };
    overwriting.current = false;
    if (!pending) return { intent, values, confirmSlugChange: false, ...based };
    if (confirmedSlug.current === pending.to) return { intent, values: { ...values, slug: pending.to }, confirmSlugChange: true, ...based };
    return { intent, values: { ...values, slug: pending.from }, confirmSlugChange: false, ...based };
  }

  /** Whether the answer says the post changed elsewhere; the editor then shows it and stops autosaving. */
  function conflicted(answer: PostWriteAnswer | undefined, intent: PostIntent): boolean {
    if (!answer || answer.ok || !answer.conflict) return false;
    conflictRef.current = { intent };
    setConflict(conflictRef.current);
    return true;
  }

  /** A published or scheduled post is saved only in a state it could be published in. */
  const rulesForSaves = () => (storedRef.current?.publishedAt != null ? postPublishSchema : postDraftSchema);

  const save = async (kind: SaveKind): Promise<boolean> => {
    const request = outgoing(kind === "autosave" ? "autosave" : "save-draft");
    const check = rulesForSaves().safeParse(request.values);
    if (!check.success) {
      if (kind === "explicit") {
        showErrors(fieldErrors(check.error));
        toast.error(EDITOR_MESSAGES.validation);
      } else if (storedRef.current?.publishedAt != null) {
        // An autosave is silent (spec §8), but a published post waiting for a required field says why.
        setErrors(fieldErrors(check.error));
      }
      return false;
    }
    const answer = await call(request);
    if (answer?.ok) {
      accept(answer.post);
      return true;
    }
    if (conflicted(answer, request.intent)) return false;
    if (kind === "explicit") {
      setErrors(answer?.fieldErrors ?? {});
      toast.error(answer?.message ?? EDITOR_MESSAGES.updateFailed, { description: answer?.description });
    } else if (answer?.fieldErrors.slug) {
      // An autosave is silent (spec §8), but a slug taken by another post must be said where it is.
      setErrors((current) => ({ ...current, slug: answer.fieldErrors.slug! }));
    }
    return false;
  };

  const { autosave, status: saveState } = useAutosave({
    canAutosave: () => mode === "edit" && formRef.current.title.trim() !== "" && conflictRef.current === null,
    save,
  });
  // A slug move waiting for its confirmation is unsaved work, whatever the autosave has stored.
  const isDirty = useCallback(() => !discarding.current && (autosave.dirty || currentMove() !== null), [autosave]);

  function update(patch: Partial<PostForm>) {
    const next = { ...formRef.current, ...patch };
    formRef.current = next;
    setForm(next);
    const changed = Object.keys(patch);
    if (changed.some((name) => errors[name])) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !changed.includes(name))));
    }
    autosave.change();
  }

  function showErrors(next: Errors) {
    setErrors(next);
    const first = FIELD_ORDER.find((name) => next[name]);
    if (!first) return;
    const target = document.getElementById(fieldId(first)) ?? document.querySelector<HTMLElement>(`[aria-describedby="${errorId(first)}"]`);
    target?.focus();
  }

  /**
   * Before an explicit save or a publish: the values must pass `rules`, and a post that has been
   * public moves to a new slug only when the administrator says so. False when nothing may be sent.
   */
  async function readyToSend(rules: typeof postDraftSchema | typeof postPublishSchema): Promise<boolean> {
    const check = rules.safeParse(formRef.current);
    if (!check.success) {
      showErrors(fieldErrors(check.error));
      toast.error(EDITOR_MESSAGES.validation);
      return false;
    }
    const pending = currentMove();
    if (!pending || confirmedSlug.current === pending.to) return true;
    const choice = await new Promise<SlugMoveChoice>((resolve) => {
      let answered = false;
      setPendingMove({
        ...pending,
        answer: (value) => {
          if (answered) return;
          answered = true;
          setPendingMove(null);
          resolve(value);
        },
      });
    });
    if (choice === "cancel") return false;
    if (choice === "keep") update({ slug: pending.from });
    else confirmedSlug.current = pending.to;
    return true;
  }

  async function saveChanges() {
    if (await readyToSend(rulesForSaves())) await autosave.saveNow();
  }

  async function publish() {
    if (!(await readyToSend(postPublishSchema))) return;
    setErrors({});
    setPublishing(true);
    const wasLive = status === "published";
    const outcome: { slug?: string } = {};
    const failed = mode === "edit" ? EDITOR_MESSAGES.updateFailed : EDITOR_MESSAGES.createFailed;
    await autosave.run(async () => {
      const answer = await call(outgoing("publish"));
      if (answer?.ok) {
        outcome.slug = answer.post.slug;
        accept(answer.post);
        if (answer.newsletterSend) {
          setSend(answer.newsletterSend);
          setEmailChoice(null);
        }
        return true;
      }
      if (conflicted(answer, "publish")) return false;
      showErrors(answer?.fieldErrors ?? {});
      toast.error(answer?.message ?? failed, { description: answer?.description });
      return false;
    });
    setPublishing(false);
    if (outcome.slug === undefined) return;
    const url = publicPostUrl(siteUrl, outcome.slug);
    const viewPost = { label: EDITOR_MESSAGES.viewPost, onClick: () => window.open(url, "_blank", "noopener,noreferrer") };
    if (wasLive) {
      // An update of a live post stays in the editor: the agent is usually mid-edit.
      toast.success(EDITOR_MESSAGES.liveUpdated, { action: viewPost });
      return;
    }
    autosave.markSaved();
    toast.success(EDITOR_MESSAGES.published, { action: viewPost });
    void navigate(LIST_PATH);
  }

  async function unpublish() {
    setAskingUnpublish(false);
    setUnpublishing(true);
    const done = await autosave.run(async () => {
      const answer = await call(outgoing("unpublish"));
      if (answer?.ok) {
        accept(answer.post);
        return true;
      }
      if (conflicted(answer, "unpublish")) return false;
      showErrors(answer?.fieldErrors ?? {});
      toast.error(answer?.message ?? EDITOR_MESSAGES.updateFailed, { description: answer?.description });
      return false;
    });
    setUnpublishing(false);
    if (!done) return;
    // A draft has no publish date: publishing it again publishes it now, unless a date is chosen.
    formRef.current = { ...formRef.current, publishedAt: "" };
    setForm(formRef.current);
    toast.success(EDITOR_MESSAGES.unpublished, { description: "It is a draft again and no longer on the site." });
  }

  /** Saves this tab's values over the other save, as the write that met the conflict would have. */
  function overwrite() {
    const intent = conflictRef.current?.intent;
    conflictRef.current = null;
    setConflict(null);
    overwriting.current = true;
    if (intent === "publish") void publish();
    else if (intent === "unpublish") void unpublish();
    else void saveChanges();
  }

  function reload() {
    discarding.current = true;
    window.location.reload();
  }

  const title = mode === "new" ? "New Post" : "Edit Post";
  const previewUrl = publicPostUrl(siteUrl, form.slug || "your-post-slug");
  const busy = publishing || unpublishing || saveState.saving;
  const barButton = "h-10 min-w-fit flex-1 px-2 tracking-[0.1em] sm:h-11 sm:min-w-0 sm:flex-none sm:px-5 sm:tracking-[0.14em]";

  return (
    <div className="pb-16">
      <div
        role="region"
        aria-label="Publishing"
        className="sticky top-0 z-30 border-b border-line bg-cream/95 shadow-[0_10px_24px_-18px_rgb(15_42_61/0.45)] backdrop-blur"
      >
        <div className="container-page flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:py-4">
          <div className="min-w-0">
            <p className="eyebrow hidden sm:block">The Lake Advisor · Admin</p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:mt-1">
              <h1 className="text-3xl text-ink sm:text-4xl">{title}</h1>
              {status !== "new" ? <PostStatusBadge status={status} /> : null}
            </div>
            <div className="mt-0.5 space-y-0.5 text-sm text-stone">
              <PublishingNote status={status} publicBefore={publicBefore} publishedAt={stored?.publishedAt ?? null} hydrated={hydrated} />
              <SaveStatus saving={saveState.saving} lastSavedAt={hydrated ? lastSavedAt : null} />
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 sm:flex-nowrap sm:gap-3">
            <Button asChild variant="ghost" className="h-10 px-2.5 sm:h-11 sm:px-4">
              <Link to={LIST_PATH}>
                <ArrowLeftIcon aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Cancel</span>
              </Link>
            </Button>
            {stored && mode === "edit" ? (
              <Button asChild variant="ghost" className="h-10 px-2.5 sm:h-11 sm:px-4">
                <Link to={`${action.replace(/\/edit$/, "")}/revisions`}>
                  <HistoryIcon aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Revisions</span>
                </Link>
              </Button>
            ) : null}
            {stored && status === "published" ? (
              <Button asChild variant="ghost" className="h-10 px-2.5 sm:h-11 sm:px-4">
                <a href={publicPostUrl(siteUrl, stored.slug)} target="_blank" rel="noopener">
                  <ExternalLinkIcon aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{EDITOR_MESSAGES.viewPost}</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
            {status === "published" || status === "scheduled" ? (
              <Button variant="outline" disabled={busy || !hydrated} onClick={() => setAskingUnpublish(true)} className={cn(barButton, "text-destructive")}>
                <EyeOffIcon aria-hidden="true" />
                {unpublishing ? "Unpublishing..." : "Unpublish"}
              </Button>
            ) : null}
            {status !== "published" ? (
              <Button variant="outline" disabled={mode === "new" || busy} onClick={() => void saveChanges()} className={barButton}>
                <SaveIcon aria-hidden="true" />
                {status === "scheduled" ? "Save Changes" : "Save Draft"}
              </Button>
            ) : null}
            <Button variant="gold" disabled={busy || !hydrated} onClick={() => void publish()} className={barButton}>
              <SendIcon aria-hidden="true" />
              {publishing ? (status === "published" ? "Updating..." : "Publishing...") : status === "published" ? "Update Live Post" : "Publish Post"}
            </Button>
          </div>
        </div>
        <div className="container-page -mt-1 pb-3 sm:flex sm:justify-end">
          <PostNewsletterChoice send={send} choice={emailChoice} onChange={setEmailChoice} disabled={busy || !hydrated} />
        </div>
      </div>

      <p className="mx-auto mt-6 hidden max-w-4xl border-l-4 border-gold bg-white px-5 py-4 text-ink noscript:block sm:px-6">
        {EDITOR_MESSAGES.needsJavaScript}
      </p>

      {conflict ? (
        <div role="alert" className="mx-auto mt-6 max-w-4xl border-l-4 border-destructive bg-[#fdf3f2] px-5 py-4 sm:px-6">
          <p className="font-semibold text-destructive">{EDITOR_MESSAGES.conflict}</p>
          <p className="mt-1 text-sm text-ink">{EDITOR_MESSAGES.conflictDescription} Autosave is paused.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setAskingReload(true)}>
              Reload the saved post
            </Button>
            <Button variant="primary" size="sm" onClick={overwrite}>
              Overwrite with my changes
            </Button>
          </div>
        </div>
      ) : null}

      {/* Publish is a button of its own: Enter in a field, or a dialog's form, never publishes (issue 12). */}
      <form id="post-editor-form" noValidate onSubmit={(event) => event.preventDefault()} className="mx-auto mt-8 max-w-4xl px-5 sm:px-8 md:px-0">
        {/* The editor runs in the browser: until it has, typing would be lost, so fields wait. */}
        <fieldset disabled={!hydrated} aria-busy={!hydrated} className="min-w-0 space-y-8">
          <AdminSection id="basic-information" title="Basic Information" description="What readers see first, and where the post lives.">
            <div>
              <Label htmlFor={fieldId("title")}>
                Title <RequiredMark />
              </Label>
              <Input
                id={fieldId("title")}
                value={form.title}
                onChange={(event) => update({ title: event.target.value, ...(publicBefore ? {} : { slug: slugForTitle(event.target.value) }) })}
                aria-invalid={Boolean(errors.title)}
                aria-describedby={errors.title ? errorId("title") : undefined}
                className="mt-1.5 font-serif text-xl sm:text-2xl"
                placeholder="Top 7 Best Towns to Live on Lake Norman"
              />
              <FieldError id={errorId("title")}>{errors.title}</FieldError>
            </div>

            <div>
              <Label htmlFor={fieldId("slug")}>
                Slug <RequiredMark />
              </Label>
              <Input
                id={fieldId("slug")}
                value={form.slug}
                onChange={(event) => update({ slug: event.target.value })}
                aria-invalid={Boolean(errors.slug)}
                aria-describedby={[errors.slug ? errorId("slug") : "", "post-slug-preview", publicBefore ? "post-slug-address" : ""].filter(Boolean).join(" ")}
                className="mt-1.5 font-mono sm:text-sm"
                autoCapitalize="off"
                spellCheck={false}
              />
              <FieldError id={errorId("slug")}>{errors.slug}</FieldError>
              <FieldHint id="post-slug-preview" className="break-all">
                Public URL: <span className="font-mono text-ink">{previewUrl}</span>
              </FieldHint>
              {stored && publicBefore ? (
                <p
                  id="post-slug-address"
                  aria-live="polite"
                  className={cn("mt-1.5 text-xs", move ? "border-l-2 border-destructive bg-[#fdf3f2] px-3 py-2 text-destructive" : "text-stone")}
                >
                  {move ? slugMoveWarning(move.from) : "This post has been public, so its address stays when the title changes."}
                </p>
              ) : null}
            </div>

            <HeroImagePicker
              value={form.heroImageUrl}
              onChange={(heroImageUrl) => update({ heroImageUrl })}
              error={errors.heroImageUrl}
              errorId={errorId("heroImageUrl")}
            />

            <div>
              <Label htmlFor={fieldId("excerpt")}>
                Excerpt <RequiredMark />
              </Label>
              <Textarea
                id={fieldId("excerpt")}
                rows={SHORT_TEXT_ROWS}
                maxLength={EXCERPT_MAX_LENGTH}
                value={form.excerpt}
                onChange={(event) => update({ excerpt: event.target.value.slice(0, EXCERPT_MAX_LENGTH) })}
                aria-invalid={Boolean(errors.excerpt)}
                aria-describedby={[errors.excerpt ? errorId("excerpt") : "", "post-excerpt-count"].filter(Boolean).join(" ")}
                className="mt-1.5"
              />
              <div className="flex items-start justify-between gap-4">
                <FieldError id={errorId("excerpt")}>{errors.excerpt}</FieldError>
                <p
                  id="post-excerpt-count"
                  aria-live="polite"
                  className={cn("mt-1.5 ml-auto shrink-0 text-xs tabular-nums", form.excerpt.length >= EXCERPT_MAX_LENGTH ? "text-gold-dark" : "text-stone")}
                >
                  {form.excerpt.length}/{EXCERPT_MAX_LENGTH} characters
                </p>
              </div>
            </div>

            <div className="grid gap-6 md:grid-cols-2">
              <ChipInput
                label="Categories"
                singular="category"
                required
                value={form.categories}
                onChange={(categories) => update({ categories })}
                suggestions={SUGGESTED_CATEGORIES}
                placeholder="Add a category"
              />
              <ChipInput label="Tags" singular="tag" value={form.tags} onChange={(tags) => update({ tags })} placeholder="Add a tag" />
            </div>

            <div className="grid gap-6 md:grid-cols-2">
              <div>
                <Label htmlFor={fieldId("authorName")}>Author Name</Label>
                <Input
                  id={fieldId("authorName")}
                  value={form.authorName}
                  onChange={(event) => update({ authorName: event.target.value })}
                  aria-invalid={Boolean(errors.authorName)}
                  aria-describedby={errors.authorName ? errorId("authorName") : undefined}
                  className="mt-1.5"
                />
                <FieldError id={errorId("authorName")}>{errors.authorName}</FieldError>
              </div>
              <div>
                <Label htmlFor={fieldId("publishedAt")}>Publish Date</Label>
                <Input
                  id={fieldId("publishedAt")}
                  type="datetime-local"
                  value={hydrated ? toDateTimeLocal(form.publishedAt || null) : ""}
                  onChange={(event) => update({ publishedAt: fromDateTimeLocal(event.target.value) })}
                  aria-invalid={Boolean(errors.publishedAt)}
                  aria-describedby={[errors.publishedAt ? errorId("publishedAt") : "", "post-publishedAt-hint"].filter(Boolean).join(" ")}
                  className="mt-1.5"
                />
                <FieldError id={errorId("publishedAt")}>{errors.publishedAt}</FieldError>
                <FieldHint id="post-publishedAt-hint">Empty means now, when you publish. A future date schedules the post.</FieldHint>
              </div>
            </div>

            <div className="flex items-center justify-between gap-4 border border-line bg-cream/60 px-4 py-3">
              <div>
                <Label htmlFor={fieldId("featured")}>Featured</Label>
                <p id="post-featured-hint" className="mt-1 text-xs text-stone">
                  Shown large at the top of The Lake Advisor.
                </p>
              </div>
              <Switch
                id={fieldId("featured")}
                checked={form.featured}
                onCheckedChange={(featured) => update({ featured })}
                aria-describedby="post-featured-hint"
              />
            </div>
          </AdminSection>

          <AdminSection id="content" title="Content" description="Write in Markdown; Preview shows it as readers will see it.">
            <MarkdownEditor value={form.content} onChange={(content) => update({ content })} error={errors.content} errorId={errorId("content")} />
          </AdminSection>

          <AdminSection id="seo-settings" title="SEO Settings" description="Left empty, the title and excerpt are used when you publish.">
            <div>
              <Label htmlFor={fieldId("seoTitle")}>SEO Title</Label>
              <Input
                id={fieldId("seoTitle")}
                value={form.seoTitle}
                onChange={(event) => update({ seoTitle: event.target.value })}
                placeholder={form.title || "Defaults to the title"}
                aria-invalid={Boolean(errors.seoTitle)}
                aria-describedby={errors.seoTitle ? errorId("seoTitle") : undefined}
                className="mt-1.5"
              />
              <FieldError id={errorId("seoTitle")}>{errors.seoTitle}</FieldError>
            </div>
            <div>
              <Label htmlFor={fieldId("seoDescription")}>SEO Description</Label>
              <Textarea
                id={fieldId("seoDescription")}
                rows={SHORT_TEXT_ROWS}
                value={form.seoDescription}
                onChange={(event) => update({ seoDescription: event.target.value })}
                placeholder={form.excerpt || "Defaults to the excerpt"}
                aria-invalid={Boolean(errors.seoDescription)}
                aria-describedby={errors.seoDescription ? errorId("seoDescription") : undefined}
                className="mt-1.5"
              />
              <FieldError id={errorId("seoDescription")}>{errors.seoDescription}</FieldError>
            </div>
            <div>
              <Label htmlFor={fieldId("canonicalUrl")}>Canonical URL</Label>
              <Input
                id={fieldId("canonicalUrl")}
                type="text"
                inputMode="url"
                value={form.canonicalUrl}
                onChange={(event) => update({ canonicalUrl: event.target.value })}
                placeholder="https://… (only if the post first appeared elsewhere)"
                aria-invalid={Boolean(errors.canonicalUrl)}
                aria-describedby={errors.canonicalUrl ? errorId("canonicalUrl") : undefined}
                className="mt-1.5"
              />
              <FieldError id={errorId("canonicalUrl")}>{errors.canonicalUrl}</FieldError>
            </div>
          </AdminSection>
        </fieldset>
      </form>
      <LeavePrompt isDirty={isDirty} dirty={saveState.dirty || move !== null} />
      {stored ? (
        <UnpublishDialog
          open={askingUnpublish}
          slug={stored.slug}
          live={status === "published"}
          onCancel={() => setAskingUnpublish(false)}
          onConfirm={() => void unpublish()}
        />
      ) : null}
      <SlugMoveDialog move={pendingMove} onChoose={(choice) => pendingMove?.answer(choice)} />
      <ReloadDialog open={askingReload} onCancel={() => setAskingReload(false)} onConfirm={reload} />
    </div>
  );
}

/** What a save does to the post on the site, in the post's current state (issue 12). */
function PublishingNote({
  status,
  publicBefore,
  publishedAt,
  hydrated,
}: {
  status: PostStatus | "new";
  publicBefore: boolean;
  publishedAt: string | null;
  hydrated: boolean;
}) {
  if (status === "new") return <p>Not saved yet: publishing creates the post.</p>;
  if (status === "published") return <p>Live on the site: every save, autosave included, updates the public page.</p>;
  if (status === "scheduled") {
    const when = new Date(publishedAt!).toLocaleString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      ...(hydrated ? {} : zoneBeforeHydration({ withTime: true })),
    });
    return <p>Goes live {when}: saves change the post that is published then.</p>;
  }
  return <p>{publicBefore ? "Unpublished" : "Draft"}: not on the site. Saves keep it private until you publish.</p>;
}

/** Spec §2: "Last saved" time, or "Saving..." while a save is in flight. */
function SaveStatus({ saving, lastSavedAt }: { saving: boolean; lastSavedAt: string | null }) {
  return (
    <p role="status" className="flex items-center gap-2">
      {saving ? (
        <>
          <LoaderCircleIcon className="size-4 animate-spin text-gold-dark" aria-hidden="true" />
          Saving...
        </>
      ) : lastSavedAt ? (
        <>
          <CheckIcon className="size-4 text-gold-dark" aria-hidden="true" />
          <span>
            Last saved{" "}
            <time dateTime={lastSavedAt}>{new Date(lastSavedAt).toLocaleTimeString([], { hour: "numeric", minute: "2-digit", second: "2-digit" })}</time>
          </span>
        </>
      ) : null}
    </p>
  );
}
