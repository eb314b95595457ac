import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useId } from "react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import type { Testimonial } from "#app/content/content-types.ts";
import { wrapIndex } from "#app/lib/carousel-index.ts";
import { testimonialCarouselNames as names } from "./testimonial-carousel-names.ts";

/**
 * Client testimonials, one at a time (spec §4): previous/next wrap around, dots jump, arrow keys
 * move while focus is inside (<testimonial-carousel>, testimonial-carousel-element.ts). No autoplay. All slides are rendered on
 * the server, the starting one shown, and stacked in one grid cell, so the height never jumps; the
 * inactive ones (aria-hidden, which the styles follow) are hidden from sight and from assistive
 * technology, and a polite live region announces the newly shown one.
 */
export function TestimonialCarousel({
  testimonials,
  startIndex = 0,
  label = "Client testimonials",
}: {
  testimonials: Testimonial[];
  startIndex?: number;
  label?: string;
}) {
  const count = testimonials.length;
  const index = wrapIndex(startIndex, count);
  const slidesId = useId();

  if (count === 0) return null;

  return (
    <testimonial-carousel>
      <section aria-roledescription="carousel" aria-label={label} className="relative">
        <Quote className="mx-auto size-12 text-gold" aria-hidden="true" strokeWidth={1.25} />
        <div id={slidesId} aria-live="polite" className="mt-6 grid">
          {testimonials.map((testimonial, slide) => {
            const active = slide === index;
            return (
              <div
                key={slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${count}`}
                aria-hidden={!active}
                {...names.part("slide")}
                className="col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none aria-hidden:invisible aria-hidden:opacity-0"
              >
                <figure className="flex flex-col items-center text-center">
                  <blockquote className="mx-auto max-w-3xl font-serif text-2xl leading-snug text-cream sm:text-3xl lg:text-[2.1rem]">
                    <p>&ldquo;{testimonial.quote}&rdquo;</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center gap-4 text-left">
                    <ResponsiveImage src={testimonial.image} alt="" width={56} height={56} sizes="56px" className="size-14 rounded-full ring-1 ring-gold/60" />
                    <span>
                      <span className="block text-sm font-semibold tracking-[0.14em] text-cream uppercase">{testimonial.author}</span>
                      <span className="mt-1 block text-sm text-cream/65">{testimonial.details}</span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>

        <div className="mt-10 flex items-center justify-center gap-6">
          <button
            type="button"
            {...names.part("previous")}
            aria-controls={slidesId}
            aria-label="Previous testimonial"
            className="grid size-11 cursor-pointer place-items-center rounded-full border border-cream/35 text-cream transition-colors hover:border-gold hover:bg-gold hover:text-ink-deep"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <div className="flex items-center gap-1">
            {testimonials.map((_, dot) => (
              <button
                key={dot}
                type="button"
                {...names.part("dot")}
                aria-controls={slidesId}
                aria-label={`Show testimonial ${dot + 1}`}
                aria-current={dot === index ? "true" : undefined}
                className="group grid size-8 cursor-pointer place-items-center"
              >
                <span className="block h-1.5 w-1.5 rounded-full bg-cream/40 transition-all duration-300 group-hover:bg-cream/80 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-gold motion-reduce:transition-none" />
              </button>
            ))}
          </div>
          <button
            type="button"
            {...names.part("next")}
            aria-controls={slidesId}
            aria-label="Next testimonial"
            className="grid size-11 cursor-pointer place-items-center rounded-full border border-cream/35 text-cream transition-colors hover:border-gold hover:bg-gold hover:text-ink-deep"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </section>
    </testimonial-carousel>
  );
}
