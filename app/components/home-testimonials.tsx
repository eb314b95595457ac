import { TestimonialCarousel } from "#app/widgets/testimonial-carousel/testimonial-carousel.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import type { Testimonial } from "#app/content/content-types.ts";

/** A dark band holding the testimonial carousel (home section 7, and the about page). */
export function TestimonialsBand({
  id,
  title,
  testimonials,
  startIndex,
}: {
  id: string;
  title: string;
  testimonials: Testimonial[];
  startIndex: number;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby={id} className="render-near-viewport bg-ink-deep py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id={id} eyebrow="Client stories" title={title} align="center" background="dark" />
        <div className="mt-12">
          <TestimonialCarousel testimonials={testimonials} startIndex={startIndex} />
        </div>
      </div>
    </section>
  );
}
