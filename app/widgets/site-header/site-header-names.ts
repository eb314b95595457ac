import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const siteHeaderNames = widgetNames("site-header", ["menu-toggle", "home-link"]);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "site-header": WidgetElementProps<(typeof siteHeaderNames.attributes)[number]>;
    }
  }
}
