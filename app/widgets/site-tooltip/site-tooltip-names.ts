import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const siteTooltipNames = widgetNames("site-tooltip", ["text"]);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "site-tooltip": WidgetElementProps<never>;
    }
  }
}
