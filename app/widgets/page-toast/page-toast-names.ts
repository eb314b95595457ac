import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const pageToastNames = widgetNames("page-toast", [], ["kind", "title"]);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "page-toast": WidgetElementProps<(typeof pageToastNames.attributes)[number]>;
    }
  }
}
