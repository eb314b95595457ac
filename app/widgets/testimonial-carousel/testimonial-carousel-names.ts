import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type TestimonialCarouselPart = "slide" | "dot" | "previous" | "next";
export const testimonialCarouselNames = widgetNames<TestimonialCarouselPart>("testimonial-carousel");

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "testimonial-carousel": WidgetElementProps<never>;
    }
  }
}
