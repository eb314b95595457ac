import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const missingPageLogNames = widgetNames("missing-page-log");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "missing-page-log": WidgetElementProps<never>;
    }
  }
}
