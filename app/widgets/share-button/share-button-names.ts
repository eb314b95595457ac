import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const shareButtonNames = widgetNames("share-button", ["button"], ["share-title", "share-text"]);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "share-button": WidgetElementProps<(typeof shareButtonNames.attributes)[number]>;
    }
  }
}
