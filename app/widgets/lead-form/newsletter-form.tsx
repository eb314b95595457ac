import { Rss } from "lucide-react";
import { site } from "#app/content/site.ts";
import { RSS_PATH } from "#app/lib/feeds.ts";
import type { LeadFormReturn } from "#app/lib/lead-messages.ts";
import { LeadField, LeadForm } from "./lead-form.tsx";

/** The Lake Advisor newsletter sign-up (spec §2 "Newsletter form"): email, "Subscribing...", field cleared on success. */
export function NewsletterForm({ returned }: { returned: LeadFormReturn | null }) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-ink-deep py-16 text-cream sm:py-20">
      <div className="container-page max-w-3xl text-center">
        <p className="text-xs font-semibold tracking-[0.28em] text-gold uppercase">Newsletter</p>
        <h2 id="newsletter-heading" className="mt-3 text-4xl sm:text-5xl">
          {site.blogName}, in your inbox
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-cream/75">
          Market notes, new neighborhood guides and the best of lake life, once or twice a month. No spam, unsubscribe any time.
        </p>
        <LeadForm
          kind="newsletter"
          formId="newsletter"
          label="Newsletter sign-up"
          anchor="newsletter"
          returned={returned}
          submitLabel="Subscribe"
          className="mx-auto mt-8 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start [&_label]:text-cream"
          submitClassName="bg-gold text-ink-deep hover:bg-gold-light sm:mt-[1.6rem] sm:w-auto"
        >
          <LeadField
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className="flex-1 [&_p]:text-[#f4b3ab]"
          />
        </LeadForm>
        <p className="mt-6 text-sm text-cream/70">
          Or follow by{" "}
          <a href={RSS_PATH} className="inline-flex items-center gap-1.5 text-gold underline underline-offset-4 hover:text-gold-light">
            <Rss className="size-4" aria-hidden="true" />
            RSS feed
          </a>
        </p>
      </div>
    </section>
  );
}
