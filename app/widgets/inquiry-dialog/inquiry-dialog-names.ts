import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type InquiryDialogPart = "listing" | "opener";
export type InquiryDialogAttribute = "sold";
export const inquiryDialogNames = widgetNames<InquiryDialogPart>("inquiry-dialog");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "inquiry-dialog": WidgetElementProps<InquiryDialogAttribute>;
    }
  }
}
