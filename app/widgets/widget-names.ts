import type { HTMLAttributes, ReactNode } from "react";

/**
 * The names a public widget's server markup and its custom element share: the element's tag, its
 * parts — elements inside it marked `data-{tag}="{part}"` — and, as a type beside them, the
 * attributes it reads. Both sides import them from the widget's one names module, so a renamed part
 * breaks the build, not the page. Parts and attributes are types rather than lists, so the page
 * script carries none of them.
 */
export function widgetNames<Part extends string = never>(tag: `${string}-${string}`) {
  const partAttribute = `data-${tag}` as const;
  return {
    tag,
    /** Props that make an element of the server markup this part. */
    part: (name: Part) => ({ [partAttribute]: name }) as Record<typeof partAttribute, Part>,
    /** The CSS selector of a part. */
    selector: (name: Part) => `[${partAttribute}="${name}"]`,
  };
}

/** The JSX props of a widget's own element: its attributes (strings) and the usual HTML ones. */
export type WidgetElementProps<Attribute extends string> = HTMLAttributes<HTMLElement> & {
  [Name in Attribute]?: string;
} & { children?: ReactNode };
