import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export const testimonialCarouselNames = widgetNames("testimonial-carousel", ["slide", "dot", "previous", "next"]);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "testimonial-carousel": WidgetElementProps<never>;
    }
  }
}
