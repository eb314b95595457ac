import { beforeAll, expect, it } from "vitest";
import { click, mountWidget } from "#tests/support/widget-dom.tsx";
import { TestimonialCarousel } from "./testimonial-carousel.tsx";

const testimonials = ["Ann", "Bo", "Cy"].map((author) => ({ author, quote: `${author} says`, details: "Davidson", image: "/x.jpg" }));
const shown = () => [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex((slide) => slide.getAttribute("aria-hidden") === "false");

beforeAll(() => import("./testimonial-carousel-element.ts"));

it("<testimonial-carousel> wraps around with previous and next, jumps with a dot, and moves with the arrow keys", async () => {
  await mountWidget(<TestimonialCarousel testimonials={testimonials} />);
  expect(shown()).toBe(0);
  click(document.querySelector('[aria-label="Previous testimonial"]'));
  expect(shown()).toBe(2);
  click(document.querySelector('[aria-label="Next testimonial"]'));
  expect(shown()).toBe(0);
  const dots = document.querySelectorAll('[data-testimonial-carousel="dot"]');
  click(dots[1]!);
  expect(shown()).toBe(1);
  expect(dots[1]!.getAttribute("aria-current")).toBe("true");
  document.querySelector("section")!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  expect(shown()).toBe(2);
});
