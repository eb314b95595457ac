import { TestimonialCarousel } from "#app/widgets/testimonial-carousel/testimonial-carousel.tsx";
import { SectionHeading } from "#app/components/section-heading.tsx";
import { useNamed } from "#app/components/site-settings-context.tsx";
import type { SectionHeadingText, Testimonial } from "#app/content/content-types.ts";

/** A dark band holding the testimonial carousel (home section 7, and the about page). */
export function TestimonialsBand({
  id,
  heading,
  testimonials,
  startIndex,
}: {
  id: string;
  heading: SectionHeadingText;
  testimonials: Testimonial[];
  startIndex: number;
}) {
  const named = useNamed();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby={id} className="bg-ink-deep py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id={id} eyebrow={named(heading.eyebrow)} title={named(heading.title)} align="center" background="dark" />
        <div className="mt-12">
          <TestimonialCarousel testimonials={testimonials} startIndex={startIndex} />
        </div>
      </div>
    </section>
  );
}
