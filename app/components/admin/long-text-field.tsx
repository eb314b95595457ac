import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { MarkdownEditor } from "#app/components/admin/markdown-editor.tsx";
import { FieldHint, RequiredMark } from "#app/components/ui/field.tsx";
import { PAGE_TEXT_MESSAGES } from "#app/lib/admin-paths.ts";

/**
 * A long text of a document form (a page's biography or policy, a guide's overview), written in the
 * post editor's Markdown editor. The editor needs JavaScript: without it the field says so, and its
 * text is sent back unchanged with the other fields.
 */
export function LongTextField({ meta, label, hint }: { meta: FieldMetadata<string | undefined>; label: string; hint?: string }) {
  const control = useInputControl(meta);
  return (
    <div>
      <p className="text-sm font-semibold text-ink">
        {label}
        <RequiredMark />
      </p>
      {hint ? <FieldHint>{hint}</FieldHint> : null}
      <div className="mt-3 noscript:hidden">
        <MarkdownEditor
          name={meta.name}
          label={`${label} (Markdown)`}
          value={control.value ?? ""}
          onChange={control.change}
          error={meta.errors?.[0]}
          errorId={meta.errorId}
        />
      </div>
      <p className="mt-3 hidden border-l-4 border-gold bg-cream px-4 py-3 text-sm text-ink noscript:block">{PAGE_TEXT_MESSAGES.needsJavaScript}</p>
    </div>
  );
}
