import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

/** The parts swapped in from the next list are chips, filters and results; the search box stays. */
export const blogListNames = widgetNames("blog-list", ["section", "chips", "filters", "results", "status", "error"], ["loading-text"]);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "blog-list": WidgetElementProps<(typeof blogListNames.attributes)[number]>;
    }
  }
}
