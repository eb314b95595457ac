import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type PageToastAttribute = "kind" | "title";
export const pageToastNames = widgetNames("page-toast");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "page-toast": WidgetElementProps<PageToastAttribute>;
    }
  }
}
