import { SaveIcon } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { LeavePrompt } from "#app/components/admin/leave-prompt.tsx";
import {
  AddListItemButton,
  errorId,
  ImagePathField,
  ListItemActions,
  moved,
  PathField,
  SaveStatus,
  useDirty,
  useSaveAnswer,
  type PathErrors,
} from "#app/components/admin/path-fields.tsx";
import { BaseVersionField, VersionConflict } from "#app/components/admin/version-conflict.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import type { SiteSettings } from "#app/content/content-types.ts";
import { ADMIN_SETTINGS_PATH } from "#app/lib/admin-paths.ts";
import { SETTINGS_LIMITS } from "#app/lib/site-settings-schema.ts";
import type { FeaturableChoice } from "#app/models/blog-posts.server.ts";
import type { SettingsAnswer } from "#app/services/admin-settings.server.ts";

const SETTINGS_FORM_ID = "settings-form";
const gridTwo = "grid gap-6 sm:grid-cols-2";

/** The posts a featured place offers, by title; one no longer published stays, named so, until replaced. */
function featuredOptions(featurable: readonly FeaturableChoice[], current: string) {
  const options = featurable.map((post) => ({ value: post.slug, label: post.title }));
  return current === "" || featurable.some((post) => post.slug === current) ? options : [{ value: current, label: `${current} (not published)` }, ...options];
}

/**
 * /admin/settings: every fact about the agent and the business the public pages show, in one
 * form. A real form post (it saves without JavaScript too); the server checks every field and
 * answers with a message per field, and nothing is saved until all are right.
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
  answer: SettingsAnswer | undefined;
  /** The published posts that may be featured (app/models/blog-posts.server.ts). */
  featurable: readonly FeaturableChoice[];
}) {
  const returned = answer && !answer.ok ? (answer.values as Partial<SiteSettings>) : null;
  const [draft, setDraft] = useState<SiteSettings>(() => ({ ...saved, ...returned }));
  const errors: PathErrors = answer && !answer.ok ? answer.errors : {};
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formAction === ADMIN_SETTINGS_PATH;
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const isDirty = useDirty(dirty, saving);
  useSaveAnswer(answer, SETTINGS_FORM_ID);

  const set = <Key extends keyof SiteSettings>(key: Key, value: SiteSettings[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  const setIn = <Key extends "agent" | "firm" | "salesClaims" | "propertySearch" | "compliance">(key: Key, field: keyof SiteSettings[Key], value: string) =>
    setDraft((current) => ({ ...current, [key]: { ...current[key], [field]: value } }));
  const setItem = <Key extends "offices" | "social" | "homeStats">(key: Key, index: number, field: string, value: string) =>
    setDraft((current) => ({ ...current, [key]: current[key].map((item, at) => (at === index ? { ...item, [field]: value } : item)) }));

  const { agent, firm, compliance } = draft;
  const common = { errors };

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
      <SaveStatus answer={answer} />
      <VersionConflict answer={answer} formId={SETTINGS_FORM_ID} />
      <Form id={SETTINGS_FORM_ID} method="post" action={ADMIN_SETTINGS_PATH} noValidate className="mt-8 space-y-8">
        <BaseVersionField version={version} answer={answer} />
        <AdminSection id="settings-agent" title="Agent" description="Your name and title as every page shows them.">
          <div className={gridTwo}>
            <PathField {...common} name="agent.name" label="Agent name" value={agent.name} onChange={(value) => setIn("agent", "name", value)} />
            <PathField
              {...common}
              name="agent.firstName"
              label="First name"
              hint="For buttons such as “Work With …”."
              value={agent.firstName}
              onChange={(value) => setIn("agent", "firstName", value)}
            />
          </div>
          <PathField {...common} name="agent.titleLine" label="Title line" value={agent.titleLine} onChange={(value) => setIn("agent", "titleLine", value)} />
          <div className={gridTwo}>
            <PathField
              {...common}
              name="agent.certification"
              label="Certification"
              value={agent.certification}
              onChange={(value) => setIn("agent", "certification", value)}
            />
            <PathField
              {...common}
              name="agent.licenseNumber"
              label="Broker license number"
              required={false}
              hint="As it should appear, e.g. NC Broker #284519."
              value={agent.licenseNumber}
              onChange={(value) => setIn("agent", "licenseNumber", value)}
            />
          </div>
          <div className={gridTwo}>
            <ImagePathField
              {...common}
              name="agent.portraitUrl"
              label="Portrait image"
              hint="A path on this site or an https:// address."
              value={agent.portraitUrl}
              onChange={(value) => setIn("agent", "portraitUrl", value)}
            />
            <ImagePathField
              {...common}
              name="agent.certificationBadgeUrl"
              label="Certification badge image"
              required={false}
              hint="Shown beside the certification; leave empty for the text alone."
              value={agent.certificationBadgeUrl}
              onChange={(value) => setIn("agent", "certificationBadgeUrl", value)}
            />
          </div>
        </AdminSection>

        <AdminSection
          id="settings-firm"
          title="Brokerage and contact"
          description="North Carolina requires the firm's name on every page; it is in the footer and the contact dialog."
        >
          <div className={gridTwo}>
            <PathField {...common} name="firm.name" label="Brokerage firm name" value={firm.name} onChange={(value) => setIn("firm", "name", value)} />
            <PathField
              {...common}
              name="firm.licenseNumber"
              label="Firm license number"
              hint="As it should appear, e.g. NC Firm #C31877."
              value={firm.licenseNumber}
              onChange={(value) => setIn("firm", "licenseNumber", value)}
            />
          </div>
          <ImagePathField
            {...common}
            name="firm.logoUrl"
            label="Logo image"
            required={false}
            hint="Replaces the Lakefront wordmark in the header and footer; leave empty to keep it."
            value={firm.logoUrl}
            onChange={(value) => setIn("firm", "logoUrl", value)}
          />
          <div className={gridTwo}>
            <PathField
              {...common}
              name="phone"
              label="Phone"
              type="tel"
              hint="With its area code, e.g. (704) 555-0142."
              value={draft.phone}
              onChange={(value) => set("phone", value)}
            />
            <PathField {...common} name="email" label="E-mail" type="email" value={draft.email} onChange={(value) => set("email", value)} />
          </div>
        </AdminSection>

        <AdminSection id="settings-offices" title="Offices" description="In the footer, the About page and search results; the first is the main office.">
          <FieldError id={errorId("offices")}>{errors.offices}</FieldError>
          {draft.offices.map((office, index) => {
            const what = `office ${office.name || index + 1}`;
            return (
              <fieldset key={index} className="border border-line p-4 sm:p-5">
                <legend className="px-2 text-sm font-semibold text-ink">Office {index + 1}</legend>
                <div className="grid gap-4 sm:grid-cols-6">
                  <PathField
                    {...common}
                    className="sm:col-span-2"
                    name={`offices.${index}.name`}
                    label="Name"
                    value={office.name}
                    onChange={(value) => setItem("offices", index, "name", value)}
                  />
                  <PathField
                    {...common}
                    className="sm:col-span-4"
                    name={`offices.${index}.street`}
                    label="Street"
                    value={office.street}
                    onChange={(value) => setItem("offices", index, "street", value)}
                  />
                  <PathField
                    {...common}
                    className="sm:col-span-3"
                    name={`offices.${index}.city`}
                    label="City"
                    value={office.city}
                    onChange={(value) => setItem("offices", index, "city", value)}
                  />
                  <PathField
                    {...common}
                    className="sm:col-span-1"
                    name={`offices.${index}.state`}
                    label="State"
                    value={office.state}
                    onChange={(value) => setItem("offices", index, "state", value)}
                  />
                  <PathField
                    {...common}
                    className="sm:col-span-2"
                    name={`offices.${index}.zip`}
                    label="ZIP code"
                    value={office.zip}
                    onChange={(value) => setItem("offices", index, "zip", value)}
                  />
                </div>
                <div className="mt-4">
                  <ListItemActions
                    what={what}
                    index={index}
                    count={draft.offices.length}
                    removable={draft.offices.length > 1}
                    onMove={(from, to) => set("offices", moved(draft.offices, from, to))}
                    onRemove={() =>
                      set(
                        "offices",
                        draft.offices.filter((_, at) => at !== index),
                      )
                    }
                  />
                </div>
              </fieldset>
            );
          })}
          <AddListItemButton
            label="Add office"
            items="offices"
            disabled={draft.offices.length >= SETTINGS_LIMITS.offices}
            onAdd={() => set("offices", [...draft.offices, { name: "", street: "", city: "", state: "NC", zip: "" }])}
          />
        </AdminSection>

        <AdminSection id="settings-social" title="Social links" description="In the footer, and named in search results.">
          {draft.social.map((link, index) => (
            <fieldset key={index} className="border border-line p-4 sm:p-5">
              <legend className="px-2 text-sm font-semibold text-ink">Link {index + 1}</legend>
              <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
                <PathField
                  {...common}
                  name={`social.${index}.label`}
                  label="Network"
                  value={link.label}
                  onChange={(value) => setItem("social", index, "label", value)}
                />
                <PathField
                  {...common}
                  name={`social.${index}.href`}
                  label="Profile address"
                  type="url"
                  value={link.href}
                  onChange={(value) => setItem("social", index, "href", value)}
                />
              </div>
              <div className="mt-4">
                <ListItemActions
                  what={`${link.label || "link"} link`}
                  index={index}
                  count={draft.social.length}
                  removable
                  onMove={(from, to) => set("social", moved(draft.social, from, to))}
                  onRemove={() =>
                    set(
                      "social",
                      draft.social.filter((_, at) => at !== index),
                    )
                  }
                />
              </div>
            </fieldset>
          ))}
          <FieldError id={errorId("social")}>{errors.social}</FieldError>
          <AddListItemButton
            label="Add social link"
            items="social links"
            disabled={draft.social.length >= SETTINGS_LIMITS.social}
            onAdd={() => set("social", [...draft.social, { label: "", href: "" }])}
          />
        </AdminSection>

        <AdminSection
          id="settings-home"
          title="Home page"
          description="The four figures beside your portrait, the sales claims, and the three featured Lake Advisor posts."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {draft.homeStats.map((stat, index) => (
              <fieldset key={index} className="grid grid-cols-[7rem_1fr] gap-3 border border-line p-4">
                <legend className="px-2 text-sm font-semibold text-ink">Figure {index + 1}</legend>
                <PathField
                  {...common}
                  name={`homeStats.${index}.value`}
                  label="Figure"
                  value={stat.value}
                  onChange={(value) => setItem("homeStats", index, "value", value)}
                />
                <PathField
                  {...common}
                  name={`homeStats.${index}.label`}
                  label="Label"
                  value={stat.label}
                  onChange={(value) => setItem("homeStats", index, "label", value)}
                />
              </fieldset>
            ))}
          </div>
          <PathField
            {...common}
            name="salesClaims.yearOne"
            label="First sales claim"
            value={draft.salesClaims.yearOne}
            onChange={(value) => setIn("salesClaims", "yearOne", value)}
          />
          <PathField
            {...common}
            name="salesClaims.yearTwo"
            label="Second sales claim"
            value={draft.salesClaims.yearTwo}
            onChange={(value) => setIn("salesClaims", "yearTwo", value)}
          />
          <FieldError id={errorId("homeStats")}>{errors.homeStats}</FieldError>
          <FieldError id={errorId("featuredPostSlugs")}>{errors.featuredPostSlugs}</FieldError>
          <div className="grid gap-4 lg:grid-cols-3">
            {draft.featuredPostSlugs.map((slug, index) => (
              <PathField
                {...common}
                key={index}
                name={`featuredPostSlugs.${index}`}
                label={`Featured post ${index + 1}`}
                hint={index === 0 ? `Published posts, the newest ${SETTINGS_LIMITS.featurableChoices} first.` : undefined}
                options={featuredOptions(featurable, slug)}
                value={slug}
                onChange={(value) =>
                  set(
                    "featuredPostSlugs",
                    draft.featuredPostSlugs.map((current, at) => (at === index ? value : current)),
                  )
                }
              />
            ))}
          </div>
        </AdminSection>

        <AdminSection
          id="settings-search"
          title="Property search"
          description="The search pages shown in the home page's frame and the SEARCH LAKE NORMAN dialog."
        >
          <PathField
            {...common}
            name="propertySearch.embedUrl"
            label="Search embed address"
            type="url"
            value={draft.propertySearch.embedUrl}
            onChange={(value) => setIn("propertySearch", "embedUrl", value)}
          />
          <PathField
            {...common}
            name="propertySearch.wideUrl"
            label="Full-page search address"
            type="url"
            value={draft.propertySearch.wideUrl}
            onChange={(value) => setIn("propertySearch", "wideUrl", value)}
          />
        </AdminSection>

        <AdminSection
          id="settings-compliance"
          title="Compliance"
          description="The MLS disclaimer under sold homes and every Market Snapshot, and the fair-housing statement in every footer."
        >
          <div className={gridTwo}>
            <PathField
              {...common}
              name="compliance.mlsName"
              label="MLS name"
              value={compliance.mlsName}
              onChange={(value) => setIn("compliance", "mlsName", value)}
            />
            <PathField
              {...common}
              name="compliance.marketDataPeriod"
              label="Market data period"
              hint="The period the Market Snapshot figures cover, e.g. the 12 months to October 2026."
              value={compliance.marketDataPeriod}
              onChange={(value) => setIn("compliance", "marketDataPeriod", value)}
            />
          </div>
          <PathField
            {...common}
            multiline
            name="compliance.mlsDisclaimer"
            label="MLS disclaimer"
            value={compliance.mlsDisclaimer}
            onChange={(value) => setIn("compliance", "mlsDisclaimer", value)}
          />
          <PathField
            {...common}
            multiline
            name="compliance.equalHousingStatement"
            label="Equal Housing Opportunity statement"
            value={compliance.equalHousingStatement}
            onChange={(value) => setIn("compliance", "equalHousingStatement", value)}
          />
        </AdminSection>

        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            <SaveIcon aria-hidden="true" />
            {saving ? "Saving..." : "Save Settings"}
          </Button>
        </div>
      </Form>
      <LeavePrompt dirty={dirty} isDirty={isDirty} />
    </div>
  );
}
