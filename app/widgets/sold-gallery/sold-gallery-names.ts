import type { SoldFilterable } from "#app/lib/sold-filters.ts";
import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type SoldGalleryPart = "filters" | "clear" | "count" | "list" | "empty" | "card";
export const soldGalleryNames = widgetNames<SoldGalleryPart>("sold-gallery");

/** What the filters and the order read of a card, carried by its element as data attributes. */
export const SOLD_CARD_FIELDS = ["mlsId", "address", "city", "price", "sqft", "beds", "baths", "saleDate"] as const satisfies readonly (keyof SoldFilterable)[];

const kebab = (field: string) => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The data attributes of a card: `data-mls-id` and so on (empty for no sale date), read back by the element through `dataset`. */
export function soldCardData(card: SoldFilterable): Record<string, string> {
  return Object.fromEntries(SOLD_CARD_FIELDS.map((field) => [`data-${kebab(field)}`, String(card[field] ?? "")]));
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "sold-gallery": WidgetElementProps<never>;
    }
  }
}
