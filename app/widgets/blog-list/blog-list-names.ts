import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

/** The parts swapped in from the next list are chips, filters and results; the search box stays. */
export type BlogListPart = "section" | "chips" | "filters" | "results" | "status" | "error";
export type BlogListAttribute = "loading-text";
export const blogListNames = widgetNames<BlogListPart>("blog-list");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "blog-list": WidgetElementProps<BlogListAttribute>;
    }
  }
}
