import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { MediaPicker } from "#app/components/admin/media-picker.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, FieldHint, Input, Label, RequiredMark, Select, Textarea } from "#app/components/ui/field.tsx";
import { uploadImage } from "#app/lib/upload-image.ts";
import { cn } from "#app/lib/utils.ts";

/*
 * The controls of the admin's document forms (settings, testimonials): each field named by its path
 * in the document ("offices.1.zip"), with its label, hint and the server's message for that path.
 */

export type PathErrors = Record<string, string>;

const IMAGE_NEEDS_JAVASCRIPT =
  "Uploading an image or choosing one from the library needs JavaScript, which is off in this browser: type its path or https:// address instead.";

export const fieldId = (name: string) => `settings-${name.replaceAll(".", "-")}`;
export const errorId = (name: string) => `${fieldId(name)}-error`;

/** One named control with its label, hint and error; `name` is the setting's path ("offices.1.zip"). */
export function PathField({
  name,
  label,
  value,
  onChange,
  errors,
  hint,
  required = true,
  multiline = false,
  type = "text",
  options,
  className,
  after,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: PathErrors;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "email" | "tel" | "url";
  /** A choice among these instead of typed text. */
  options?: readonly { value: string; label: string }[];
  className?: string;
  after?: ReactNode;
}) {
  const error = errors[name];
  const control = {
    id: fieldId(name),
    name,
    value,
    required,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(name) : undefined,
    className: "mt-1.5",
  };
  return (
    <div className={className}>
      <Label htmlFor={control.id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {options ? (
        <Select {...control}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : multiline ? (
        <Textarea {...control} rows={4} />
      ) : (
        <Input {...control} type={type} />
      )}
      {hint ? <FieldHint>{hint}</FieldHint> : null}
      {after}
      <FieldError id={errorId(name)}>{error}</FieldError>
    </div>
  );
}

/** A choice among fixed values, named by its path like the other fields. */
export function PathSelect({
  name,
  label,
  value,
  onChange,
  errors,
  options,
  hint,
  className,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: PathErrors;
  options: Array<[value: string, label: string]>;
  hint?: string;
  className?: string;
}) {
  const error = errors[name];
  return (
    <div className={className}>
      <Label htmlFor={fieldId(name)}>{label}</Label>
      <Select
        id={fieldId(name)}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        className="mt-1.5"
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
      {hint ? <FieldHint>{hint}</FieldHint> : null}
      <FieldError id={errorId(name)}>{error}</FieldError>
    </div>
  );
}

/** An image field: its address, an upload or a choice from the media library that fills it, and a preview. */
export function ImagePathField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: PathErrors;
  hint: string;
  required?: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const fileLabel = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      props.onChange((await uploadImage(file)).url);
    } catch (caught) {
      setUploadError(caught instanceof Error ? caught.message : "The upload failed. Please try again.");
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <PathField
      {...props}
      errors={uploadError ? { ...props.errors, [props.name]: uploadError } : props.errors}
      after={
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {/* Uploading and the library need JavaScript: without it these would do nothing, so a line says so instead. */}
          <span className="contents noscript:hidden">
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-labelledby={fileLabel}
              onChange={(event) => void upload(event.target.files?.[0])}
            />
            <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
              <UploadIcon aria-hidden="true" />
              <span id={fileLabel}>{uploading ? "Uploading..." : `Upload ${props.label.toLowerCase()}`}</span>
            </Button>
            <MediaPicker label={props.label} onChoose={props.onChange} />
          </span>
          <p className="hidden text-sm text-stone noscript:block">{IMAGE_NEEDS_JAVASCRIPT}</p>
          {props.value ? <img src={props.value} alt="" className="size-12 border border-line bg-sand object-contain" /> : null}
        </div>
      }
    />
  );
}

/** Move up, move down and remove for one item of a list setting; without JavaScript, which they need, hidden (AddListItemButton says so). */
export function ListItemActions({
  what,
  index,
  count,
  onMove,
  onRemove,
  removable,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  removable: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2 noscript:hidden">
      <Button type="button" variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`Move ${what} up`}>
        <ArrowUpIcon aria-hidden="true" />
        <span className="hidden sm:inline">Up</span>
      </Button>
      <Button type="button" variant="ghost" size="sm" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`Move ${what} down`}>
        <ArrowDownIcon aria-hidden="true" />
        <span className="hidden sm:inline">Down</span>
      </Button>
      <Button type="button" variant="ghost" size="sm" disabled={!removable} onClick={onRemove} aria-label={`Remove ${what}`}>
        <Trash2Icon aria-hidden="true" />
        <span className="hidden sm:inline">Remove</span>
      </Button>
    </div>
  );
}

/**
 * A list setting's Add button; without JavaScript, which adding, moving and removing its items
 * need, a line saying so in its place. `items` names them in the plural, e.g. "offices".
 */
export function AddListItemButton({
  label,
  items,
  disabled,
  onAdd,
  size = "sm",
}: {
  label: string;
  items: string;
  disabled: boolean;
  onAdd: () => void;
  size?: "sm" | "md";
}) {
  return (
    <>
      <Button type="button" variant="outline" size={size} disabled={disabled} onClick={onAdd} className="noscript:hidden">
        <PlusIcon aria-hidden="true" />
        {label}
      </Button>
      <p className="hidden text-sm text-stone noscript:block">
        Adding, moving and removing {items} need JavaScript, which is off in this browser; the rest of the form saves without it.
      </p>
    </>
  );
}

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** `warning`: saved, with something the administrator should know (shown in amber). */
type SaveAnswer = { ok: true; message: string; warning?: string } | { ok: false; message: string; errors: PathErrors };

/** Per form, how many of its toasts have closed: the id of a closing toast is never used again. */
const closedToasts = new Map<string, number>();

/**
 * What a document form's save answered: one toast per form (a new answer replaces the one shown,
 * and a form mounted again with what was stored shows it once), and on a refusal the focus on the
 * first field to fix. Once that toast closes (its button, or its time), the next gets a new id:
 * sonner merges a toast into one of the same id that is still closing, and it was lost.
 */
export function useSaveAnswer(answer: SaveAnswer | undefined, formId: string) {
  useEffect(() => {
    if (!answer) return;
    const generation = closedToasts.get(formId) ?? 0;
    const closed = () => {
      if ((closedToasts.get(formId) ?? 0) === generation) closedToasts.set(formId, generation + 1);
    };
    const options = { id: `${formId}-${generation}`, onDismiss: closed, onAutoClose: closed };
    if (answer.ok && answer.warning) toast.warning(answer.message, { ...options, description: answer.warning });
    else if (answer.ok) toast.success(answer.message, options);
    else {
      toast.error(answer.message, options);
      document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`)?.focus();
    }
  }, [answer, formId]);
}

/** The save's answer as a line on the page, which is all a browser without JavaScript shows. */
export function SaveStatus({ answer }: { answer: SaveAnswer | undefined }) {
  if (!answer) return null;
  const warning = answer.ok ? answer.warning : undefined;
  return (
    <p
      role="status"
      className={cn(
        "mt-6 border px-4 py-3 text-sm",
        !answer.ok
          ? "border-destructive/40 bg-[#fdf3f2] text-destructive"
          : warning
            ? "border-amber-700/30 bg-amber-50 text-amber-950"
            : "border-green-700/30 bg-green-50 text-green-900",
      )}
    >
      {answer.message}
      {warning ? <span className="mt-1 block">{warning}</span> : null}
    </p>
  );
}

/** Whether the form holds changes not saved, read when leaving (a save in flight counts as saved). */
export function useDirty(dirty: boolean, saving: boolean): () => boolean {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty && !saving;
  }, [dirty, saving]);
  return useCallback(() => dirtyRef.current, []);
}
