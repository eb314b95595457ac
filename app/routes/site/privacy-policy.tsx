import { telHref } from "#app/lib/site-settings-schema.ts";
import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { site } from "#app/content/site.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { breadcrumbJsonLd, seoMeta, settingsFrom, siteUrlFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/privacy-policy";
import { publicPageCacheControl } from "#app/lib/cache-control.ts";

/** The page's lead forms, posted without JavaScript. */
export { takeLeadFormPost as action } from "#app/services/lead-form-post.server.ts";

const EFFECTIVE_DATE = "October 1, 2025";

/** For CDNs and the server page cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": publicPageCacheControl(3600) });

const TITLE = "Privacy Policy & Terms of Use";

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const settings = settingsFrom(matches);
  return seoMeta({
    agentName: settings.agent.name,
    title: pageTitle(settings.agent.name, TITLE),
    description: `How ${settings.firm.name} collects, uses and protects your information, and the terms for using this website.`,
    path: "/privacy-policy",
    siteUrl,
    jsonLd: breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: TITLE, path: "/privacy-policy" },
    ]),
  });
};

export default function PrivacyPolicy() {
  const settings = useSiteSettings();
  const mainOffice = settings.offices[0]!;
  return (
    <>
      <PageHero image="/images/site/privacy-hero.svg" eyebrow={`Effective ${EFFECTIVE_DATE}`} title={TITLE}>
        <p>Plain language about the information you share with us and the rules for using this website.</p>
      </PageHero>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:py-24">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow">On this page</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li><a className="text-stone hover:text-ink" href="#privacy">Privacy Policy</a></li>
            <li><a className="text-stone hover:text-ink" href="#terms">Terms of Use</a></li>
            <li><a className="text-stone hover:text-ink" href="#contact">Contact us</a></li>
          </ul>
        </nav>

        <article className="prose-lake max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.14em] text-gold-dark uppercase">Effective date: {EFFECTIVE_DATE}</p>

          <h2 id="privacy">Privacy Policy</h2>
          <p>
            This website is operated by {settings.agent.name} of {settings.firm.name} ("we", "us"). This policy explains what
            information we collect when you visit {site.domain}, how we use it, and the choices you have.
          </p>

          <h3>Information you give us</h3>
          <p>
            When you send a contact request, ask about a property or subscribe to The Lake Advisor, we receive what you
            enter: your name, e-mail address, telephone number, preferred meeting type and your message. We use it to
            answer you, to arrange the meeting you asked for and, if you subscribed, to send the newsletter.
          </p>

          <h3>Information collected automatically</h3>
          <p>
            Like most websites, our servers record technical details of each visit, such as your IP address, browser type
            and the pages requested. We use them to keep the site secure, prevent abuse and understand which pages are
            useful. We do not sell this information.
          </p>

          <h3>How we share information</h3>
          <p>
            Your enquiry is stored in our customer-relationship system so {settings.agent.firstName} and her team can follow
            up. We share information with service providers who help us run the site and that system, only as needed for
            that work, and when the law requires it. Property searches shown on this site are provided by a third-party
            listing service whose own privacy terms apply inside its search window.
          </p>

          <h3>Your choices</h3>
          <ul>
            <li>You may unsubscribe from the newsletter at any time with the link in each issue.</li>
            <li>You may ask us what information we hold about you, and ask us to correct or delete it.</li>
            <li>You may set your browser to refuse cookies; the site works without them for visitors.</li>
          </ul>

          <h3>Children's privacy</h3>
          <p>
            This website is intended for adults. It is not directed at children under 13, and we do not knowingly collect
            personal information from children under 13. If you believe a child has sent us information, contact us and
            we will delete it.
          </p>

          <h3>Security and retention</h3>
          <p>
            We protect information with encrypted connections and access controls, and keep enquiries only as long as
            needed to serve you and meet our legal and professional obligations as licensed real-estate brokers.
          </p>

          <h2 id="terms">Terms of Use</h2>
          <p>By using this website you agree to these terms. If you do not agree, please do not use the site.</p>

          <h3>Information on this site</h3>
          <p>
            Listing, sales and market information is believed to be reliable but is not guaranteed, may change without
            notice and should be verified independently. Nothing on this site is legal, tax or financial advice. Sold
            figures describe past transactions and do not promise future results.
          </p>

          <h3>Acceptable use</h3>
          <p>
            You may browse and share pages for personal, non-commercial purposes. You may not copy the site's content in
            bulk, interfere with its operation, or submit false or unlawful information through its forms.
          </p>

          <h3>Intellectual property</h3>
          <p>
            The text, photographs, illustrations and design of this site belong to {settings.firm.name} or its licensors and
            are protected by copyright. Third-party marks belong to their owners.
          </p>

          <h3>Links to other sites</h3>
          <p>
            Links to other websites are provided for convenience; we are not responsible for their content or
            practices.
          </p>

          <h3>Governing law</h3>
          <p>
            These terms are governed by the laws of the State of North Carolina. Any dispute arising from them or from
            your use of the site shall be governed by the laws of Iredell County, NC, and heard in the courts located
            there.
          </p>

          <h3>Changes</h3>
          <p>
            We may update this policy and these terms. The effective date above shows when they last changed; continued
            use of the site after a change means you accept it.
          </p>

          <h2 id="contact">Contact us</h2>
          <p>Questions about this policy or your information are welcome:</p>
          <address className="not-italic leading-relaxed text-stone">
            <strong className="text-ink">{settings.agent.name}, {settings.firm.name}</strong>
            <br />
            {mainOffice.street}, {mainOffice.city}, {mainOffice.state} {mainOffice.zip}
            <br />
            Phone: <a href={telHref(settings.phone)}>{settings.phone}</a>
            <br />
            E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </address>
        </article>
      </div>
    </>
  );
}
