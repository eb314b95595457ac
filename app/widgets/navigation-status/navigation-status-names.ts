import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const navigationStatusNames = widgetNames("navigation-status", ["template"]);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "navigation-status": WidgetElementProps<never>;
    }
  }
}
