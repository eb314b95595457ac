import type { HTMLAttributes, ReactNode } from "react";

/**
 * The names a public widget's server markup and its custom element share: the element's tag, the
 * attributes it reads, and its parts — elements inside it marked `data-{tag}="{part}"`. Both sides
 * import them from the widget's one names module, so a renamed part breaks the build, not the page.
 */
export function widgetNames<const Tag extends `${string}-${string}`, const Part extends string, const Attribute extends string = never>(
  tag: Tag,
  parts: readonly Part[],
  attributes: readonly Attribute[] = [],
) {
  const partAttribute = `data-${tag}` as const;
  return {
    tag,
    parts,
    attributes,
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
