import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type SiteHeaderPart = "menu-toggle" | "home-link";
export const siteHeaderNames = widgetNames<SiteHeaderPart>("site-header");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "site-header": WidgetElementProps<never>;
    }
  }
}
