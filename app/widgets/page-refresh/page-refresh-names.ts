import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const pageRefreshNames = widgetNames("page-refresh");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "page-refresh": WidgetElementProps<never>;
    }
  }
}
