import { SaveIcon } from "lucide-react";
import { getInputProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import {
  AddListItemButton,
  ChoiceField,
  hasUnsavedChanges,
  ImageField,
  ListItemActions,
  TextField,
  useDocumentForm,
  useSaveInFlight,
} from "#app/components/admin/document-fields.tsx";
import { LeavePrompt } from "#app/components/admin/leave-prompt.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { BaseVersionField, VersionConflict } from "#app/components/admin/version-conflict.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import type { SiteSettings } from "#app/content/content-types.ts";
import { ADMIN_SETTINGS_PATH } from "#app/lib/admin-paths.ts";
import { emailPreviewPath } from "#app/lib/newsletter-send-status.ts";
import type { DocumentAnswer } from "#app/lib/document-form.ts";
import { SETTINGS_LIMITS } from "#app/lib/site-settings-schema.ts";
import type { FeaturableChoice } from "#app/models/blog-posts.server.ts";

const SETTINGS_FORM_ID = "settings-form";
const gridTwo = "grid gap-6 sm:grid-cols-2";

/** The posts a featured place offers, by title; one no longer published stays, named so, until replaced. */
function featuredOptions(featurable: readonly FeaturableChoice[], current: string): Array<[string, string]> {
  const options = featurable.map((post): [string, string] => [post.slug, post.title]);
  return current === "" || featurable.some((post) => post.slug === current) ? options : [[current, `${current} (not published)`], ...options];
}

/**
 * /admin/settings: every fact about the agent and the business the public pages show, in one
 * form. A real form post (it saves, and adds, moves and removes offices and links, without
 * JavaScript too); the server checks every field and answers with a message per field, and nothing
 * is saved until all are right.
 */
export function SettingsForm({
  saved,
  version,
  answer,
  featurable,
}: {
  saved: SiteSettings;
  /** The stored settings' version (decision 037). */
  version: number;
  answer: DocumentAnswer | undefined;
  /** The published posts that may be featured (app/models/blog-posts.server.ts). */
  featurable: readonly FeaturableChoice[];
}) {
  const [form, fields] = useDocumentForm({ id: SETTINGS_FORM_ID, answer, defaultValue: saved });
  const saving = useSaveInFlight(ADMIN_SETTINGS_PATH);
  const dirty = hasUnsavedChanges(form, saved, saving);
  useSaveAnswer(answer?.notice, SETTINGS_FORM_ID);

  const agent = fields.agent.getFieldset();
  const firm = fields.firm.getFieldset();
  const salesClaims = fields.salesClaims.getFieldset();
  const propertySearch = fields.propertySearch.getFieldset();
  const compliance = fields.compliance.getFieldset();
  const receipt = fields.receipt.getFieldset();
  const offices = fields.offices.getFieldList();
  const social = fields.social.getFieldList();

  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader
        title="Site Settings"
        status="What every page says about you and your firm. A save shows on the site at once."
        actions={
          <Button type="submit" form={SETTINGS_FORM_ID} disabled={saving}>
            <SaveIcon aria-hidden="true" />
            {saving ? "Saving..." : "Save Settings"}
          </Button>
        }
      />
      <SaveStatus answer={answer?.notice} />
      <VersionConflict answer={answer} formId={SETTINGS_FORM_ID} />
      <Form id={form.id} method="post" action={ADMIN_SETTINGS_PATH} onSubmit={form.onSubmit} noValidate className="mt-8 space-y-8">
        <BaseVersionField version={version} answer={answer} />
        <AdminSection id="settings-agent" title="Agent" description="Your name and title as every page shows them.">
          <div className={gridTwo}>
            <TextField meta={agent.name} label="Agent name" />
            <TextField meta={agent.firstName} label="First name" hint="For buttons such as “Work With …”." />
          </div>
          <TextField meta={agent.titleLine} label="Title line" />
          <div className={gridTwo}>
            <TextField meta={agent.certification} label="Certification" />
            <TextField meta={agent.licenseNumber} label="Broker license number" required={false} hint="As it should appear, e.g. NC Broker #284519." />
          </div>
          <div className={gridTwo}>
            <ImageField form={form} meta={agent.portraitUrl} label="Portrait image" hint="A path on this site or an https:// address." />
            <ImageField
              form={form}
              meta={agent.certificationBadgeUrl}
              label="Certification badge image"
              required={false}
              hint="Shown beside the certification; leave empty for the text alone."
            />
          </div>
        </AdminSection>

        <AdminSection
          id="settings-firm"
          title="Brokerage and contact"
          description="North Carolina requires the firm's name on every page; it is in the footer and the contact dialog."
        >
          <div className={gridTwo}>
            <TextField meta={firm.name} label="Brokerage firm name" />
            <TextField meta={firm.licenseNumber} label="Firm license number" hint="As it should appear, e.g. NC Firm #C31877." />
          </div>
          <ImageField
            form={form}
            meta={firm.logoUrl}
            label="Logo image"
            required={false}
            hint="Replaces the Lakefront wordmark in the header and footer; leave empty to keep it."
          />
          <div className={gridTwo}>
            <TextField meta={fields.phone} label="Phone" type="tel" hint="With its area code, e.g. (704) 555-0142." />
            <TextField meta={fields.email} label="E-mail" type="email" />
          </div>
        </AdminSection>

        <AdminSection id="settings-offices" title="Offices" description="In the footer, the About page and search results; the first is the main office.">
          <FieldError id={fields.offices.errorId}>{fields.offices.errors?.[0]}</FieldError>
          {offices.map((item, index) => {
            const office = item.getFieldset();
            return (
              <fieldset key={item.key} className="border border-line p-4 sm:p-5">
                <legend className="px-2 text-sm font-semibold text-ink">Office {index + 1}</legend>
                <div className="grid gap-4 sm:grid-cols-6">
                  <TextField className="sm:col-span-2" meta={office.name} label="Name" />
                  <TextField className="sm:col-span-4" meta={office.street} label="Street" />
                  <TextField className="sm:col-span-3" meta={office.city} label="City" />
                  <TextField className="sm:col-span-1" meta={office.state} label="State" />
                  <TextField className="sm:col-span-2" meta={office.zip} label="ZIP code" />
                </div>
                <div className="mt-4">
                  <ListItemActions
                    form={form}
                    name={fields.offices.name}
                    what={`office ${office.name.value || index + 1}`}
                    index={index}
                    count={offices.length}
                    removable={offices.length > 1}
                  />
                </div>
              </fieldset>
            );
          })}
          <AddListItemButton
            form={form}
            name={fields.offices.name}
            label="Add office"
            defaultValue={{ name: "", street: "", city: "", state: "NC", zip: "" }}
            disabled={offices.length >= SETTINGS_LIMITS.offices}
          />
        </AdminSection>

        <AdminSection id="settings-social" title="Social links" description="In the footer, and named in search results.">
          {social.map((item, index) => {
            const link = item.getFieldset();
            return (
              <fieldset key={item.key} className="border border-line p-4 sm:p-5">
                <legend className="px-2 text-sm font-semibold text-ink">Link {index + 1}</legend>
                <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
                  <TextField meta={link.label} label="Network" />
                  <TextField meta={link.href} label="Profile address" type="url" />
                </div>
                <div className="mt-4">
                  <ListItemActions
                    form={form}
                    name={fields.social.name}
                    what={`${link.label.value || "link"} link`}
                    index={index}
                    count={social.length}
                    removable
                  />
                </div>
              </fieldset>
            );
          })}
          <FieldError id={fields.social.errorId}>{fields.social.errors?.[0]}</FieldError>
          <AddListItemButton
            form={form}
            name={fields.social.name}
            label="Add social link"
            defaultValue={{ label: "", href: "" }}
            disabled={social.length >= SETTINGS_LIMITS.social}
          />
        </AdminSection>

        <AdminSection
          id="settings-home"
          title="Home page"
          description="The four figures beside your portrait, the sales claims, and the three featured Lake Advisor posts."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.homeStats.getFieldList().map((item, index) => {
              const stat = item.getFieldset();
              return (
                <fieldset key={item.key} className="grid grid-cols-[7rem_1fr] gap-3 border border-line p-4">
                  <legend className="px-2 text-sm font-semibold text-ink">Figure {index + 1}</legend>
                  <TextField meta={stat.value} label="Figure" />
                  <TextField meta={stat.label} label="Label" />
                </fieldset>
              );
            })}
          </div>
          <TextField meta={salesClaims.yearOne} label="First sales claim" />
          <TextField meta={salesClaims.yearTwo} label="Second sales claim" />
          <FieldError id={fields.homeStats.errorId}>{fields.homeStats.errors?.[0]}</FieldError>
          <FieldError id={fields.featuredPostSlugs.errorId}>{fields.featuredPostSlugs.errors?.[0]}</FieldError>
          <div className="grid gap-4 lg:grid-cols-3">
            {fields.featuredPostSlugs.getFieldList().map((slug, index) => (
              <ChoiceField
                key={slug.key}
                meta={slug}
                label={`Featured post ${index + 1}`}
                hint={index === 0 ? `Published posts, the newest ${SETTINGS_LIMITS.featurableChoices} first.` : undefined}
                placeholder="Choose…"
                options={featuredOptions(featurable, slug.value ?? "")}
              />
            ))}
          </div>
        </AdminSection>

        <AdminSection
          id="settings-search"
          title="Property search"
          description="The search pages shown in the home page's frame and the SEARCH LAKE NORMAN dialog."
        >
          <TextField meta={propertySearch.embedUrl} label="Search embed address" type="url" />
          <TextField meta={propertySearch.wideUrl} label="Full-page search address" type="url" />
        </AdminSection>

        <AdminSection
          id="settings-compliance"
          title="Compliance"
          description="The MLS disclaimer under sold homes and every Market Snapshot, and the fair-housing statement in every footer."
        >
          <div className={gridTwo}>
            <TextField meta={compliance.mlsName} label="MLS name" />
            <TextField
              meta={compliance.marketDataPeriod}
              label="Market data period"
              hint="The period the Market Snapshot figures cover, e.g. the 12 months to October 2026."
            />
          </div>
          <TextField multiline meta={compliance.mlsDisclaimer} label="MLS disclaimer" />
          <TextField multiline meta={compliance.equalHousingStatement} label="Equal Housing Opportunity statement" />
        </AdminSection>

        <AdminSection
          id="settings-receipt"
          title="Receipt to visitors"
          description={
            <>
              The e-mail a visitor receives within a minute of sending a contact, property inquiry or home value form: your text, your phone, a copy of what
              they sent and the consent they gave, with the firm&apos;s name and license.{" "}
              <Link to={emailPreviewPath("receipt")} className="text-lake underline underline-offset-2">
                Preview the receipt
              </Link>
            </>
          }
        >
          <label className="flex items-start gap-3 text-sm text-ink">
            <input {...getInputProps(receipt.enabled, { type: "checkbox" })} key={receipt.enabled.key} className="mt-0.5 size-4 accent-lake" />
            <span>Send a receipt to every visitor who writes</span>
          </label>
          <TextField meta={receipt.subject} label="Receipt subject" hint="{name} and {firstName} stand for your name." />
          <TextField
            multiline
            meta={receipt.message}
            label="Receipt message"
            hint="Say when to expect your reply. It follows “Hi” and the visitor's first name; your phone and a copy of the form come after it."
          />
        </AdminSection>

        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            <SaveIcon aria-hidden="true" />
            {saving ? "Saving..." : "Save Settings"}
          </Button>
        </div>
      </Form>
      <LeavePrompt dirty={dirty} />
    </div>
  );
}
