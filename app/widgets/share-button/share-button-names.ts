import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type ShareButtonPart = "button";
export type ShareButtonAttribute = "share-title" | "share-text";
export const shareButtonNames = widgetNames<ShareButtonPart>("share-button");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "share-button": WidgetElementProps<ShareButtonAttribute>;
    }
  }
}
