import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { Input, Label } from "#app/components/ui/field.tsx";
import { addChip, removeChip, visibleSuggestions } from "#app/lib/post-editor-rules.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Chips for categories and tags (spec §5): Enter adds the trimmed entry; blank and duplicate
 * entries are ignored; each chip has a remove button; suggestions already chosen are hidden.
 */
export function ChipInput({
  label,
  value,
  onChange,
  suggestions = [],
  placeholder,
  required = false,
  singular,
}: {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  suggestions?: readonly string[];
  placeholder?: string;
  /** Marked with an asterisk (spec §5: categories are marked, not enforced). */
  required?: boolean;
  /** "category" / "tag", for the buttons' accessible names. */
  singular: string;
}) {
  const id = useId();
  const [entry, setEntry] = useState("");
  const remaining = visibleSuggestions(suggestions, value);

  function add(candidate: string) {
    onChange(addChip(value, candidate));
    setEntry("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add(entry);
  }

  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-gold-dark">
            *
          </span>
        ) : null}
      </Label>
      {value.length > 0 ? (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="mt-2 flex flex-wrap gap-2">
          {value.map((chip) => (
            <li key={chip} className="inline-flex items-center gap-1 border border-gold/60 bg-gold-light py-1 pr-1 pl-3 text-sm text-ink">
              {chip}
              <button
                type="button"
                onClick={() => onChange(removeChip(value, chip))}
                aria-label={`Remove ${singular} ${chip}`}
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-stone transition-colors hover:bg-white hover:text-ink"
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={entry}
        onChange={(event) => setEntry(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        enterKeyHint="done"
        autoComplete="off"
        className="mt-2"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone">
        Press Enter to add.
      </p>
      {remaining.length > 0 ? (
        <div role="group" aria-label={`Suggested ${label.toLowerCase()}`} className="mt-3 flex flex-wrap gap-2">
          {remaining.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              onClick={() => add(suggestion)}
              className={cn(
                "inline-flex cursor-pointer items-center gap-1 border border-dashed border-ink/25 bg-white px-3 py-1 text-sm text-stone transition-colors hover:border-gold-dark hover:text-ink",
              )}
            >
              <PlusIcon className="size-3.5" aria-hidden="true" />
              {suggestion}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
