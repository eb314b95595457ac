import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type SiteTooltipPart = "text";
export const siteTooltipNames = widgetNames<SiteTooltipPart>("site-tooltip");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "site-tooltip": WidgetElementProps<never>;
    }
  }
}
