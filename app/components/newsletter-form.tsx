/** The Lake Advisor newsletter sign-up (spec §2 "Newsletter form"). */
export function NewsletterForm() {
  return (
    <section aria-labelledby="newsletter-heading" className="bg-ink-deep py-16 text-cream">
      <div className="container-page max-w-2xl text-center">
        <h2 id="newsletter-heading" className="text-4xl">
          The Lake Advisor, in your inbox
        </h2>
      </div>
    </section>
  );
}
