import { EyeIcon, ImageIcon, InfoIcon, LinkIcon, PencilIcon, TriangleAlertIcon, CircleCheckIcon, UploadIcon } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { MediaPicker } from "#app/components/admin/media-picker.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogForm, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FieldError, Input, Label, Textarea } from "#app/components/ui/field.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import type { CalloutType } from "#app/lib/markdown.ts";
import { appendBlock, calloutMarkdown, imageMarkdown, insertAt, insertBlockAt, linkMarkdown } from "#app/lib/post-editor-rules.ts";
import { linkDestinationProblem } from "#app/lib/link-destination.ts";
import { uploadImage } from "#app/lib/upload-image.ts";

/** Spec §9: the Markdown editor has 20 rows. */
export const MARKDOWN_ROWS = 20;

const CALLOUTS: { type: CalloutType; label: string; Icon: typeof InfoIcon }[] = [
  { type: "info", label: "Info Callout", Icon: InfoIcon },
  { type: "warning", label: "Warning Callout", Icon: TriangleAlertIcon },
  { type: "success", label: "Success Callout", Icon: CircleCheckIcon },
];

const toolbarButton =
  "inline-flex h-9 cursor-pointer items-center gap-1.5 px-3 text-xs font-semibold tracking-[0.08em] text-ink transition-colors hover:bg-sand focus-visible:bg-sand [&_svg]:size-4 [&_svg]:text-gold-dark";

/**
 * Spec §2 "Content": Write and Preview tabs (the preview uses the public page's renderMarkdown),
 * and a toolbar: Insert Image, Insert Link, Info / Warning / Success Callout.
 */
export function MarkdownEditor({
  value,
  onChange,
  error,
  errorId,
  label = "Content (Markdown)",
  name,
}: {
  value: string;
  onChange: (next: string) => void;
  error?: string;
  errorId: string;
  label?: string;
  /** A form's field name, for an editor inside a real form (the page texts, a guide's overview). */
  name?: string;
}) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState("write");
  const [imageOpen, setImageOpen] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [selection, setSelection] = useState({ start: 0, end: 0, text: "" });
  // The public page's renderer, loaded when Preview is first opened (it is large for an editor bundle).
  const [render, setRender] = useState<((markdown: string, siteUrl?: string) => string) | null>(null);
  useEffect(() => {
    if (tab !== "preview" || render) return;
    let live = true;
    void import("#app/lib/markdown.ts").then((module) => {
      if (live) setRender(() => module.renderMarkdown);
    });
    return () => {
      live = false;
    };
  }, [tab, render]);
  const siteUrl = (useRouteLoaderData("root") as { siteUrl: string } | undefined)?.siteUrl;
  const previewHtml = useMemo(() => (tab === "preview" && render ? render(value, siteUrl) : null), [tab, value, render, siteUrl]);

  // Where the cursor goes after an insertion: applied as the new text is committed, so a selection
  // made after that (a click, a keystroke) is never moved by it. A dialog gives the focus back as it
  // closes (returnFocus), once its own focus trap has let go.
  const pendingCursor = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = textarea.current;
    const cursor = pendingCursor.current;
    if (!element || cursor === null) return;
    pendingCursor.current = null;
    element.focus();
    element.setSelectionRange(cursor, cursor);
  }, [value, tab]);

  function placeCursor(cursor: number) {
    pendingCursor.current = cursor;
  }

  function returnFocus(event: Event) {
    event.preventDefault();
    textarea.current?.focus();
  }

  function currentSelection() {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    return { start, end, text: value.slice(start, end) };
  }

  function insertCallout(type: CalloutType) {
    setTab("write");
    const { start, end } = currentSelection();
    const edit = insertBlockAt(value, start, end, calloutMarkdown(type));
    onChange(edit.text);
    placeCursor(edit.cursor);
  }

  function openLinkDialog() {
    setSelection(currentSelection());
    setLinkOpen(true);
  }

  return (
    <div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Content editor mode">
          <TabsTrigger value="write">
            <PencilIcon aria-hidden="true" />
            Write
          </TabsTrigger>
          <TabsTrigger value="preview">
            <EyeIcon aria-hidden="true" />
            Preview
          </TabsTrigger>
        </TabsList>
        <div role="toolbar" aria-label="Formatting" className="mt-3 flex flex-wrap items-center gap-y-1 border border-line bg-cream/70 px-1 py-1">
          <button type="button" className={toolbarButton} onClick={() => setImageOpen(true)}>
            <ImageIcon aria-hidden="true" />
            Insert Image
          </button>
          <button type="button" className={toolbarButton} onClick={openLinkDialog}>
            <LinkIcon aria-hidden="true" />
            Insert Link
          </button>
          <span aria-hidden="true" className="mx-1 hidden h-5 w-px bg-line sm:block" />
          {CALLOUTS.map(({ type, label, Icon }) => (
            <button key={type} type="button" className={toolbarButton} onClick={() => insertCallout(type)}>
              <Icon aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <Textarea
            ref={textarea}
            id={id}
            name={name}
            rows={MARKDOWN_ROWS}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : `${id}-hint`}
            spellCheck
            className="min-h-[24rem] resize-y border-t-0 font-mono text-sm leading-relaxed"
            placeholder="Write in Markdown: ## Headings, **bold**, - lists, [links](https://…)"
          />
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone">
            Markdown. Raw HTML is allowed but cleaned when shown.
          </p>
        </TabsContent>
        <TabsContent value="preview" className="min-h-[24rem] border border-t-0 border-line bg-white px-5 py-6 sm:px-8">
          {!value.trim() ? (
            <p className="text-sm text-stone italic">Nothing to preview yet.</p>
          ) : previewHtml === null ? (
            <p className="text-sm text-stone" role="status">
              Loading preview...
            </p>
          ) : (
            <div className="prose-lake max-w-none" dangerouslySetInnerHTML={{ __html: previewHtml }} />
          )}
        </TabsContent>
      </Tabs>
      <FieldError id={errorId}>{error}</FieldError>

      <ImageDialog
        open={imageOpen}
        onOpenChange={setImageOpen}
        onCloseAutoFocus={returnFocus}
        onInsert={(alt, url) => {
          const next = appendBlock(value, imageMarkdown(alt, url));
          onChange(next);
          setTab("write");
          placeCursor(next.length);
        }}
      />
      <LinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        onCloseAutoFocus={returnFocus}
        initialText={selection.text}
        onInsert={(text, url) => {
          const edit = insertAt(value, selection.start, selection.end, linkMarkdown(text, url));
          onChange(edit.text);
          setTab("write");
          placeCursor(edit.cursor);
        }}
      />
    </div>
  );
}

/** Spec §2: optional upload, image URL and alt text; Insert works only when URL and alt are filled. */
function ImageDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  onInsert,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  onInsert: (alt: string, url: string) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [uploading, setUploading] = useState(false);
  const canInsert = url.trim() !== "" && alt.trim() !== "";

  function reset(nextOpen: boolean) {
    if (!nextOpen) {
      setUrl("");
      setAlt("");
    }
    onOpenChange(nextOpen);
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      console.error(`Not an image: ${file.name}`);
      return;
    }
    setUploading(true);
    try {
      setUrl((await uploadImage(file)).url);
    } catch (caught) {
      console.error("Image upload failed:", caught instanceof Error ? caught.message : caught);
    } finally {
      setUploading(false);
    }
  }

  function submit() {
    if (!canInsert) return;
    onInsert(alt, url);
    reset(false);
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>Insert Image</DialogTitle>
        <DialogDescription>Upload a photo, choose one from the library or paste its address, then describe it for readers who cannot see it.</DialogDescription>
        <DialogForm onSubmit={submit} className="mt-6 space-y-5">
          <div>
            <Label htmlFor={`${id}-file`}>Upload Image</Label>
            <div className="mt-1.5 flex items-center gap-3">
              <input
                id={`${id}-file`}
                type="file"
                accept="image/*"
                disabled={uploading}
                onChange={(event) => void onFile(event.target.files?.[0])}
                className="block w-full cursor-pointer text-sm text-stone file:mr-4 file:cursor-pointer file:border-0 file:bg-ink file:px-4 file:py-2.5 file:text-xs file:font-semibold file:tracking-[0.14em] file:text-cream file:uppercase hover:file:bg-lake"
              />
              {uploading ? (
                <span className="inline-flex shrink-0 items-center gap-1.5 text-sm text-stone" role="status">
                  <UploadIcon className="size-4 animate-pulse" aria-hidden="true" />
                  Uploading...
                </span>
              ) : null}
            </div>
          </div>
          <div>
            <Label htmlFor={`${id}-url`}>Image URL</Label>
            <Input id={`${id}-url`} className="mt-1.5" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://… or /media/…" />
            <MediaPicker label="Content image" onChoose={setUrl} className="mt-2" />
          </div>
          <div>
            <Label htmlFor={`${id}-alt`}>Alt Text</Label>
            <Input
              id={`${id}-alt`}
              className="mt-1.5"
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              placeholder="A dock at sunset on Lake Norman"
            />
          </div>
          <InsertActions canInsert={canInsert} onCancel={() => reset(false)} />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Spec §2: link text and URL, both required to insert; and (spec §5: only the protocols of
 * LINK_PROTOCOLS are kept) a URL the page would strip or break is refused with the reason.
 */
function LinkDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  initialText,
  onInsert,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  initialText: string;
  onInsert: (text: string, url: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {open ? (
          <LinkForm
            initialText={initialText}
            onCancel={() => onOpenChange(false)}
            onInsert={(text, url) => {
              onInsert(text, url);
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({ initialText, onCancel, onInsert }: { initialText: string; onCancel: () => void; onInsert: (text: string, url: string) => void }) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState("");
  // Shown once Insert is pressed with a link the page would not keep; rechecked as the URL changes until it is fixed.
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const canInsert = text.trim() !== "" && url.trim() !== "";
  const urlError = `${id}-url-error`;
  return (
    <>
      <DialogTitle>Insert Link</DialogTitle>
      <DialogDescription>The link is placed where the cursor was in the content.</DialogDescription>
      <DialogForm
        onSubmit={() => {
          if (!canInsert) return;
          const problem = linkDestinationProblem(url);
          setUrlProblem(problem);
          if (problem) urlInput.current?.focus();
          else onInsert(text, url);
        }}
        className="mt-6 space-y-5"
      >
        <div>
          <Label htmlFor={`${id}-text`}>Link Text</Label>
          <Input
            id={`${id}-text`}
            className="mt-1.5"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Duke Energy's shoreline permits"
          />
        </div>
        <div>
          <Label htmlFor={`${id}-url`}>URL</Label>
          <Input
            ref={urlInput}
            id={`${id}-url`}
            className="mt-1.5"
            value={url}
            aria-invalid={urlProblem !== null}
            aria-describedby={urlProblem ? urlError : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              if (urlProblem !== null) setUrlProblem(linkDestinationProblem(event.target.value));
            }}
            placeholder="https://…"
          />
          <FieldError id={urlError}>{urlProblem}</FieldError>
        </div>
        <InsertActions canInsert={canInsert} onCancel={onCancel} />
      </DialogForm>
    </>
  );
}

/** Cancel and Insert; Insert stays disabled until the dialog's required fields are filled. */
function InsertActions({ canInsert, onCancel }: { canInsert: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={!canInsert}>
        Insert
      </Button>
    </div>
  );
}
