import { getInputProps, getSelectProps, getTextareaProps, parse, useForm, type FieldMetadata } from "@conform-to/react";
import { isDirty } from "@conform-to/react/future";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { MediaPicker } from "#app/components/admin/media-picker.tsx";
import { useRereadingAfterPost } from "#app/components/admin/save-answer.tsx";
import { UploadImageButton } from "#app/components/admin/upload-image-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, FieldHint, Input, Label, RequiredMark, Select, Textarea } from "#app/components/ui/field.tsx";
import { BASE_VERSION_FIELD, OVERWRITE_FIELD } from "#app/lib/base-version.ts";
import type { DocumentAnswer } from "#app/lib/document-form.ts";

/*
 * The controls of the admin's document forms on Conform (decision 028): each field's id, name,
 * value and message come from its Conform metadata; the list buttons are submit buttons carrying
 * Conform's intent, applied in the browser at once or, without JavaScript, by the server.
 */

type ButtonProps = { name: string; value: string; form: string; formNoValidate: boolean };
/** The form's intents the fields use, declared as methods so a form of any document fits. */
type DocumentFormIntents = {
  update(options: { name: string; value: string }): void;
  insert: { getButtonProps(options: { name: string; defaultValue?: unknown }): ButtonProps };
  remove: { getButtonProps(options: { name: string; index: number }): ButtonProps };
  reorder: { getButtonProps(options: { name: string; from: number; to: number }): ButtonProps };
};
type Field = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * A document form's Conform state, from its stored values and the last answer. Checking is the
 * server's (one set of messages, the same with JavaScript or without); in the browser Conform only
 * applies the list buttons, without a round trip.
 */
export function useDocumentForm<Value extends Record<string, unknown>>({
  id,
  answer,
  defaultValue,
}: {
  id: string;
  answer: DocumentAnswer | undefined;
  defaultValue: Value;
}) {
  // A save's answer comes while the page's data is read again after it: the form starts again from
  // what was stored once that has come, not from what was stored before the save.
  const rereading = useRereadingAfterPost();
  return useForm<Value, Value, string[]>({
    id,
    lastResult: rereading ? undefined : answer?.result,
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parse(formData, { resolve: (value) => ({ value: value as Value }) }),
  });
}

/**
 * True while the form's save is on its way: a post to `action` that is none of Conform's list
 * intents (without JavaScript those are posts too) and, where the form's buttons say what they do
 * (`intent`), the save button's.
 */
export function useSaveInFlight(action: string, { intent }: { intent?: string } = {}): boolean {
  const navigation = useNavigation();
  const post = navigation.state === "idle" || navigation.formAction !== action ? undefined : navigation.formData;
  return post !== undefined && !post.has("__intent__") && (intent === undefined || post.get("intent") === intent);
}

/** Whether the form holds values other than the stored ones (the version fields aside); a save in flight counts as saved. */
export function hasUnsavedChanges(form: { value?: unknown }, saved: unknown, saving: boolean): boolean {
  if (saving) return false;
  const { [BASE_VERSION_FIELD]: _version, [OVERWRITE_FIELD]: _overwrite, ...value } = (form.value ?? {}) as Record<string, unknown>;
  return isDirty(value as Parameters<typeof isDirty>[0], { defaultValue: saved }) ?? false;
}

/** A field's label, control, hint and message. */
function FieldFrame({
  meta,
  label,
  hint,
  required,
  className,
  after,
  children,
}: {
  meta: Field;
  label: string;
  hint?: string;
  required: boolean;
  className?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={meta.id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children}
      {hint ? <FieldHint>{hint}</FieldHint> : null}
      {after}
      <FieldError id={meta.errorId}>{meta.errors?.[0]}</FieldError>
    </div>
  );
}

type TextFieldProps = {
  meta: Field;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
  after?: ReactNode;
};

/** A line of text (or, `multiline`, a paragraph). */
export function TextField({
  multiline = false,
  type = "text",
  required = true,
  ...frame
}: TextFieldProps & { multiline?: boolean; type?: "text" | "email" | "tel" | "url" | "date" | "number" }) {
  const { meta } = frame;
  return (
    <FieldFrame {...frame} required={required}>
      {multiline ? (
        <Textarea {...getTextareaProps(meta)} key={meta.key} required={required} rows={4} className="mt-1.5" />
      ) : (
        <Input {...getInputProps(meta, { type })} key={meta.key} required={required} className="mt-1.5" />
      )}
    </FieldFrame>
  );
}

/** A choice among fixed values; `placeholder` adds an empty first choice. */
export function ChoiceField({
  options,
  placeholder,
  required = placeholder !== undefined,
  ...frame
}: TextFieldProps & { options: readonly (readonly [value: string, label: string])[]; placeholder?: string }) {
  const { meta } = frame;
  return (
    <FieldFrame {...frame} required={required}>
      <Select {...getSelectProps(meta)} key={meta.key} required={required} className="mt-1.5">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

const IMAGE_NEEDS_JAVASCRIPT =
  "Uploading an image or choosing one from the library needs JavaScript, which is off in this browser: type its path or https:// address instead.";

/** An image field: its address, an upload or a choice from the media library that fills it, and a preview. */
export function ImageField({ form, ...props }: TextFieldProps & { form: DocumentFormIntents; hint: string }) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { meta, label } = props;
  // The name when the upload ends: a testimonial moved meanwhile gets its own image, not its old place's.
  const name = useRef(meta.name);
  useEffect(() => {
    name.current = meta.name;
  }, [meta.name]);
  const fill = (url: string) => {
    setUploadError(null);
    form.update({ name: name.current, value: url });
  };
  const upload = `Upload ${label.toLowerCase()}`;

  return (
    <TextField
      {...props}
      after={
        <>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {/* Uploading and the library need JavaScript: without it these would do nothing, so a line says so instead. */}
            <span className="contents noscript:hidden">
              <UploadImageButton label={upload} fileLabel={upload} onUploaded={fill} onFailed={setUploadError} />
              <MediaPicker label={label} onChoose={fill} />
            </span>
            <p className="hidden text-sm text-stone noscript:block">{IMAGE_NEEDS_JAVASCRIPT}</p>
            {meta.value ? <img src={meta.value} alt="" className="size-12 border border-line bg-sand object-contain" /> : null}
          </div>
          {uploadError ? (
            <p role="alert" className="mt-1.5 text-sm text-destructive">
              {uploadError}
            </p>
          ) : null}
        </>
      }
    />
  );
}

/**
 * Move up, move down and remove for one item of a list; `what` names it for a screen reader
 * ("office Main"). Submit buttons, so they work without JavaScript too.
 */
export function ListItemActions({
  form,
  name,
  what,
  index,
  count,
  removable,
}: {
  form: DocumentFormIntents;
  name: string;
  what: string;
  index: number;
  count: number;
  removable: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
        type="submit"
        variant="ghost"
        size="sm"
        disabled={index === 0}
        aria-label={`Move ${what} up`}
      >
        <ArrowUpIcon aria-hidden="true" />
        <span className="hidden sm:inline">Up</span>
      </Button>
      <Button
        {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
        type="submit"
        variant="ghost"
        size="sm"
        disabled={index === count - 1}
        aria-label={`Move ${what} down`}
      >
        <ArrowDownIcon aria-hidden="true" />
        <span className="hidden sm:inline">Down</span>
      </Button>
      <Button {...form.remove.getButtonProps({ name, index })} type="submit" variant="ghost" size="sm" disabled={!removable} aria-label={`Remove ${what}`}>
        <Trash2Icon aria-hidden="true" />
        <span className="hidden sm:inline">Remove</span>
      </Button>
    </div>
  );
}

/** A list's Add button: a new item with `defaultValue` at its end. */
export function AddListItemButton({
  form,
  name,
  label,
  defaultValue,
  disabled,
  size = "sm",
}: {
  form: DocumentFormIntents;
  name: string;
  label: string;
  defaultValue?: unknown;
  disabled: boolean;
  size?: "sm" | "md";
}) {
  return (
    <Button {...form.insert.getButtonProps({ name, defaultValue })} type="submit" variant="outline" size={size} disabled={disabled}>
      <PlusIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
