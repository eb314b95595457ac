import { jumpToIndex, nextIndex, previousIndex } from "#app/lib/carousel-index.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { testimonialCarouselNames, type TestimonialCarouselPart } from "./testimonial-carousel-names.ts";

/**
 * <testimonial-carousel> (testimonial-carousel.tsx): previous/next with wrap-around, the dots, and
 * the arrow keys while focus is inside. The shown slide is the one without aria-hidden="true" (the
 * server renders the starting one so); the styles follow aria-hidden and the dots' aria-current.
 */
export class TestimonialCarouselElement extends WidgetElement<TestimonialCarouselPart> {
  protected readonly names = testimonialCarouselNames;

  protected start(): void {
    const slides = this.findParts("slide", HTMLElement);
    const dots = this.findParts("dot", HTMLElement);
    const count = slides.length;
    let index = Math.max(
      0,
      slides.findIndex((slide) => slide.getAttribute("aria-hidden") !== "true"),
    );

    const show = (target: number) => {
      index = target;
      slides.forEach((slide, slideIndex) => slide.setAttribute("aria-hidden", String(slideIndex !== index)));
      dots.forEach((dot, dotIndex) => {
        if (dotIndex === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
    };
    const previous = () => show(previousIndex(index, count));
    const next = () => show(nextIndex(index, count));

    this.findPart("previous", HTMLElement).addEventListener("click", previous);
    this.findPart("next", HTMLElement).addEventListener("click", next);
    dots.forEach((dot, dotIndex) => dot.addEventListener("click", () => show(jumpToIndex(dotIndex, count))));
    this.addEventListener("keydown", (event) => {
      if (event.key === "ArrowLeft") previous();
      else if (event.key === "ArrowRight") next();
      else return;
      event.preventDefault();
    });
  }
}

defineWidget(testimonialCarouselNames.tag, TestimonialCarouselElement);
