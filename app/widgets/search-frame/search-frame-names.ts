import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type SearchFramePart = "template" | "fallback";
export const searchFrameNames = widgetNames<SearchFramePart>("search-frame");

/** The page an opener shows in the dialog. */
export const SEARCH_SRC_ATTRIBUTE = "data-search-src";

/** The props of a button that opens the property search at `src`. */
export const searchFrameOpener = (src: string) => ({ ...dialogOpener("search"), [SEARCH_SRC_ATTRIBUTE]: src });

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "search-frame": WidgetElementProps<never>;
    }
  }
}
