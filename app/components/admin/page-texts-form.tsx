import { FormProvider, useField } from "@conform-to/react";
import { ExternalLinkIcon, SaveIcon } from "lucide-react";
import { Form } from "react-router";
import { AdminBackLink, AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { LeavePrompt } from "#app/components/admin/leave-prompt.tsx";
import { LongTextField } from "#app/components/admin/long-text-field.tsx";
import { hasUnsavedChanges, TextField, useDocumentForm, useSaveInFlight } from "#app/components/admin/document-fields.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { BaseVersionField, VersionConflict } from "#app/components/admin/version-conflict.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { PageTexts } from "#app/content/content-types.ts";
import { ADMIN_PAGES_PATH } from "#app/lib/admin-paths.ts";
import { CHECKLIST_MAX_POINTS, PAGE_TEXT_TITLES, pageTextFormValues, type PageTextPage } from "#app/lib/page-texts-schema.ts";
import type { DocumentAnswer } from "#app/lib/document-form.ts";

const FORM_ID = "page-texts-form";
const NAMES_HINT = "{name}, {firstName} and {firm} show the name, first name and firm of the settings.";

/** "lines": a list edited in a text area, one item a line. */
type Field = { name: string; label: string; kind: "short" | "paragraph" | "long" | "lines"; hint?: string };
type Section = { id: string; title: string; description?: string; fields: Field[] };

const titled = (list: string, what: string, count: number): Field[] =>
  Array.from({ length: count }, (_, index) => [
    { name: `${list}[${index}].title`, label: `${what} ${index + 1}: title`, kind: "short" as const },
    { name: `${list}[${index}].description`, label: `${what} ${index + 1}: text`, kind: "paragraph" as const },
  ]).flat();

/** A section's eyebrow and title, and the paragraph under them with `intro`. */
const heading = (path: string, { intro = false } = {}): Field[] => [
  { name: `${path}.eyebrow`, label: "Eyebrow", kind: "short" },
  { name: `${path}.title`, label: "Title", kind: "short" },
  ...(intro ? [{ name: `${path}.intro`, label: "Introduction", kind: "paragraph" as const }] : []),
];

const checklist = (path: string): Field[] => [
  ...heading(path, { intro: true }),
  { name: `${path}.points`, label: "Points", kind: "lines", hint: `One a line, at most ${CHECKLIST_MAX_POINTS}.` },
  { name: `${path}.cta`, label: "Button", kind: "short", hint: "Opens the contact form." },
];

const closing: Field[] = [
  { name: "ctaEyebrow", label: "Eyebrow", kind: "short" },
  { name: "ctaTitle", label: "Title", kind: "short" },
  { name: "ctaText", label: "Text", kind: "paragraph" },
];

/** Each page's sections, in the order the page shows them. */
const PAGE_SECTIONS: Record<PageTextPage, Section[]> = {
  home: [
    {
      id: "home-hero",
      title: "Hero",
      fields: [
        { name: "heroTitle", label: "Title", kind: "short" },
        { name: "heroText", label: "Text", kind: "paragraph" },
      ],
    },
    {
      id: "home-services",
      title: "Services",
      description: "The four tiles under the hero; their icons stay in this order.",
      fields: [
        { name: "servicesEyebrow", label: "Eyebrow", kind: "short" },
        { name: "servicesTitle", label: "Title", kind: "short" },
        { name: "servicesIntro", label: "Introduction", kind: "paragraph" },
        ...titled("services", "Service", 4),
      ],
    },
    {
      id: "home-agent",
      title: "Meet your advisor",
      description: "Beside the portrait; the figures under it are in the settings.",
      fields: heading("agentHeading", { intro: true }),
    },
    { id: "home-sold", title: "Recently sold", description: "Shown while a sold home is featured on home.", fields: heading("soldHeading", { intro: true }) },
    { id: "home-search", title: "Property search", fields: heading("searchHeading", { intro: true }) },
    { id: "home-steps", title: "Three steps", fields: [...heading("stepsHeading"), ...titled("steps", "Step", 3)] },
    { id: "home-testimonials", title: "Client stories", description: "Above the testimonials chosen for home.", fields: heading("testimonialsHeading") },
    { id: "home-buyers", title: "For buyers", fields: checklist("buyers") },
    { id: "home-sellers", title: "For sellers", fields: checklist("sellers") },
    { id: "home-neighborhoods", title: "Neighborhoods", fields: heading("neighborhoodsHeading", { intro: true }) },
    {
      id: "home-blog",
      title: "Blog",
      description: "Its title is the blog's name.",
      fields: [
        { name: "blogHeading.eyebrow", label: "Eyebrow", kind: "short" },
        { name: "blogHeading.intro", label: "Introduction", kind: "paragraph" },
      ],
    },
    {
      id: "home-values",
      title: "Values",
      description: "The six values; their icons stay in this order.",
      fields: [...heading("valuesHeading"), ...titled("values", "Value", 6)],
    },
    {
      id: "home-story",
      title: "Her story",
      description: "Beside the About page's biography; the quote is signed with the agent's name.",
      fields: [...heading("storyHeading"), { name: "storyHeading.quote", label: "Quote", kind: "paragraph" }],
    },
    { id: "home-closing", title: "Closing", fields: closing },
  ],
  about: [
    {
      id: "about-hero",
      title: "Hero",
      description: "The title is “About” and the agent's name from the settings.",
      fields: [
        { name: "heroEyebrow", label: "Eyebrow", kind: "short" },
        { name: "heroText", label: "Text", kind: "paragraph" },
      ],
    },
    {
      id: "about-story",
      title: "Her story",
      fields: [
        ...heading("storyHeading"),
        { name: "biography", label: "Biography", kind: "long", hint: "Also on the home page, beside the quote." },
        { name: "storyClosing", label: "Last paragraph", kind: "paragraph", hint: "On the About page only." },
      ],
    },
    { id: "about-values", title: "How she works", fields: [...heading("valuesHeading"), ...titled("values", "Value", 3)] },
    {
      id: "about-record",
      title: "Track record",
      fields: [
        ...heading("recordHeading"),
        { name: "trackRecordText", label: "Text", kind: "paragraph", hint: "The sales claims and figures beside it are in the settings." },
      ],
    },
    {
      id: "about-credentials",
      title: "Credentials",
      description:
        "Six, their icons in this order. {certification} shows the settings' certification and {offices} the offices' names, e.g. “Cornelius, Charlotte”.",
      fields: [...heading("credentialsHeading"), ...titled("credentials", "Credential", 6)],
    },
    { id: "about-testimonials", title: "Client stories", description: "Above the testimonials chosen for About.", fields: heading("testimonialsHeading") },
    { id: "about-closing", title: "Closing", fields: closing },
  ],
  privacy: [
    {
      id: "privacy-hero",
      title: "Hero",
      fields: [
        { name: "effectiveDate", label: "Effective date", kind: "short", hint: "As shown, e.g. October 1, 2025." },
        { name: "heroText", label: "Text", kind: "paragraph" },
      ],
    },
    {
      id: "privacy-policy",
      title: "Privacy Policy",
      fields: [{ name: "privacyPolicy", label: "Privacy policy", kind: "long", hint: "Under the heading “Privacy Policy”; ### starts a sub-heading." }],
    },
    {
      id: "privacy-terms",
      title: "Terms of Use",
      fields: [{ name: "termsOfUse", label: "Terms of use", kind: "long", hint: "Under the heading “Terms of Use”." }],
    },
    {
      id: "privacy-contact",
      title: "Contact us",
      description: "The address, phone and e-mail below it are the settings' main office, phone and e-mail.",
      fields: [{ name: "contactIntro", label: "Introduction", kind: "paragraph" }],
    },
  ],
  accessibility: [
    { id: "accessibility-hero", title: "Hero", fields: [{ name: "heroText", label: "Text", kind: "paragraph" }] },
    {
      id: "accessibility-statement",
      title: "Statement",
      description: "Below the standard and the date of the last passing check, which the site fills in.",
      fields: [
        { name: "statement", label: "Statement", kind: "long", hint: "### starts a sub-heading: what you aim for, how it is checked, known limitations." },
      ],
    },
    {
      id: "accessibility-report",
      title: "Report a barrier",
      description: "Above the form; a report arrives in the leads desk as an Accessibility lead.",
      fields: [{ name: "reportIntro", label: "Introduction", kind: "paragraph" }],
    },
  ],
};

/** One field of the page's form, by its name ("services[0].title"). */
function PageTextField({ field, formId }: { field: Field; formId: string }) {
  const [meta] = useField<string>(field.name, { formId });
  return field.kind === "long" ? (
    <LongTextField meta={meta} label={field.label} hint={field.hint} />
  ) : (
    <TextField meta={meta} label={field.label} hint={field.hint} multiline={field.kind === "paragraph" || field.kind === "lines"} />
  );
}

/**
 * One page's fixed text in the admin: short texts as fields, long ones in the post editor's
 * Markdown editor. A real form post: the server checks every field and answers beside each one;
 * nothing is saved until all are right.
 */
export function PageTextsForm({
  page,
  saved,
  version,
  answer,
  action,
}: {
  page: PageTextPage;
  saved: PageTexts[PageTextPage];
  version: number;
  answer: DocumentAnswer | undefined;
  action: string;
}) {
  const stored = pageTextFormValues(saved);
  const [form] = useDocumentForm({ id: FORM_ID, answer, defaultValue: stored });
  const saving = useSaveInFlight(action);
  const dirty = hasUnsavedChanges(form, stored, saving);
  useSaveAnswer(answer?.notice, FORM_ID);
  const { title, path } = PAGE_TEXT_TITLES[page];

  return (
    <div className="container-page py-10 sm:py-14">
      <AdminBackLink to={ADMIN_PAGES_PATH}>All pages</AdminBackLink>
      <div className="mt-6">
        <AdminPageHeader
          title={title}
          status={
            <>
              The text of{" "}
              <a href={path} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-lake underline underline-offset-2">
                {path}
                <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              </a>
              ; a save shows there at once. {NAMES_HINT}
            </>
          }
          actions={
            <Button type="submit" form={FORM_ID} disabled={saving}>
              <SaveIcon aria-hidden="true" />
              {saving ? "Saving..." : "Save Page"}
            </Button>
          }
        />
      </div>
      <SaveStatus answer={answer?.notice} />
      <VersionConflict answer={answer} formId={FORM_ID} />
      <FormProvider context={form.context}>
        <Form id={form.id} method="post" action={action} onSubmit={form.onSubmit} noValidate className="mt-8 space-y-8">
          <BaseVersionField version={version} answer={answer} />
          {PAGE_SECTIONS[page].map((section) => (
            <AdminSection key={section.id} id={section.id} title={section.title} description={section.description}>
              {section.fields.map((field) => (
                <PageTextField key={field.name} field={field} formId={form.id} />
              ))}
            </AdminSection>
          ))}
          <div className="flex justify-end">
            <Button type="submit" disabled={saving}>
              <SaveIcon aria-hidden="true" />
              {saving ? "Saving..." : "Save Page"}
            </Button>
          </div>
        </Form>
      </FormProvider>
      <LeavePrompt dirty={dirty} />
    </div>
  );
}
