import { Honeypot, LeadField, SubmitButton, useLeadSubmission } from "#app/components/lead-form.tsx";
import { site } from "#app/content/site.ts";

export const NEWSLETTER_SUCCESS = "Success! You've been subscribed to The Lake Advisor newsletter.";

/** The Lake Advisor newsletter sign-up (spec §2 "Newsletter form"): email, "Subscribing...", field cleared on success. */
export function NewsletterForm() {
  const { pending, sent, errors, handleSubmit } = useLeadSubmission({
    kind: "newsletter",
    // Loaded on the first submit: the blog list's own script stays free of zod.
    schema: () => import("#app/lib/schemas.ts").then((module) => module.newsletterSchema),
    success: { title: NEWSLETTER_SUCCESS },
    resetDelayMs: 0,
  });
  return (
    <section aria-labelledby="newsletter-heading" className="bg-ink-deep py-16 text-cream sm:py-20">
      <div className="container-page max-w-3xl text-center">
        <p className="text-xs font-semibold tracking-[0.28em] text-gold uppercase">Newsletter</p>
        <h2 id="newsletter-heading" className="mt-3 text-4xl sm:text-5xl">
          {site.blogName}, in your inbox
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-cream/75">
          Market notes, new neighborhood guides and the best of lake life, once or twice a month. No spam, unsubscribe any time.
        </p>
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label="Newsletter sign-up"
          className="relative mx-auto mt-8 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start [&_label]:text-cream"
        >
          <LeadField
            formId="newsletter"
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email}
            className="flex-1 [&_p]:text-[#f4b3ab]"
          />
          <Honeypot />
          <SubmitButton pending={pending} sent={sent} pendingLabel="Subscribing..." className="bg-gold text-ink-deep hover:bg-gold-light sm:mt-[1.6rem] sm:w-auto">
            Subscribe
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
