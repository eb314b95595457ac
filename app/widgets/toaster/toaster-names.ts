import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const toasterNames = widgetNames("toaster-region", ["list", "template", "toast", "title", "description", "close"]);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "toaster-region": WidgetElementProps<never>;
    }
  }
}
