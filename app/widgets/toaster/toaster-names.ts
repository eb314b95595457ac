import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type ToasterPart = "list" | "template" | "toast" | "title" | "description" | "close";
export const toasterNames = widgetNames<ToasterPart>("toaster-region");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "toaster-region": WidgetElementProps<never>;
    }
  }
}
