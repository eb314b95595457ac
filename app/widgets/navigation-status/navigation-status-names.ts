import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type NavigationStatusPart = "template";
export const navigationStatusNames = widgetNames<NavigationStatusPart>("navigation-status");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "navigation-status": WidgetElementProps<never>;
    }
  }
}
