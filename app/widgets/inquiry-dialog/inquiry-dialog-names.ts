import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const inquiryDialogNames = widgetNames("inquiry-dialog", ["listing", "opener"], ["sold"]);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "inquiry-dialog": WidgetElementProps<(typeof inquiryDialogNames.attributes)[number]>;
    }
  }
}
