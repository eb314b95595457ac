import { FileUpIcon, UploadIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AdminBackLink, AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { ConsentNoteField } from "#app/components/admin/consent-note-field.tsx";
import { ImportFileInput, useImportAnswer } from "#app/components/admin/import-file-input.tsx";
import { SaveStatus } from "#app/components/admin/save-answer.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ADMIN_SUBSCRIBER_IMPORT_PATH, ADMIN_SUBSCRIBERS_PATH, SUBSCRIBER_IMPORT } from "#app/lib/subscriber-status.ts";
import type { SubscriberImportAnswer, SubscriberImportCounts, SubscriberImportRow } from "#app/services/subscriber-admin.server.ts";

const FORM_ID = "subscriber-import";

const RESULT_BADGE: Record<Exclude<SubscriberImportRow["result"], "add" | "confirm">, { tone: "amber" | "red" | "neutral"; label: string }> = {
  subscribed: { tone: "neutral", label: "Already subscribed" },
  suppressed: { tone: "amber", label: "Not re-subscribed" },
  invalid: { tone: "red", label: "Invalid" },
  duplicate: { tone: "amber", label: "Repeated" },
};

/** The preview's counts, a line each. */
function Counts({ counts }: { counts: SubscriberImportCounts }) {
  const lines: [string, number][] = [
    ["New addresses, subscribed", counts.add],
    ["Pending sign-ups, subscribed", counts.confirm],
    ["Already subscribed, left as they are", counts.subscribed],
    ["Unsubscribed, bounced or complained: never re-subscribed by an import", counts.suppressed],
    ["Not an e-mail address", counts.invalid],
    ["Repeated in the file", counts.duplicate],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
      {lines.map(([label, count]) => (
        <div key={label} className="contents">
          <dt className="text-ink">{label}</dt>
          <dd className="font-semibold text-ink tabular-nums">{count.toLocaleString("en-US")}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/subscribers/import: an existing list (a CSV with an email column), previewed with what
 * happens to every address and why a row is not added, then imported, with how consent was given
 * recorded on each address. Plain form posts, so it works without JavaScript too.
 */
export function SubscriberImportScreen({ answer }: { answer: SubscriberImportAnswer | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ADMIN_SUBSCRIBER_IMPORT_PATH;
  const saveAnswer = useImportAnswer(answer, FORM_ID);
  const preview = answer?.stage === "preview" ? answer : undefined;
  const importable = preview ? preview.counts.add + preview.counts.confirm : 0;
  const hidden = preview
    ? preview.counts.subscribed + preview.counts.suppressed + preview.counts.invalid + preview.counts.duplicate - preview.problems.length
    : 0;

  return (
    <div className="container-page py-10 sm:py-14">
      <AdminBackLink to={ADMIN_SUBSCRIBERS_PATH}>All subscribers</AdminBackLink>
      <div className="mt-6">
        <AdminPageHeader
          title="Import Subscribers"
          status="Your existing list, from another newsletter service or a spreadsheet: each address that asked for your letter is subscribed without a confirmation e-mail."
        />
      </div>
      <SaveStatus answer={saveAnswer} />
      <div className="mt-8 space-y-8">
        <AdminSection id="subscriber-import-file" title="1. Choose the file">
          <Form id={FORM_ID} method="post" action={ADMIN_SUBSCRIBER_IMPORT_PATH} encType="multipart/form-data" className="space-y-6">
            <input type="hidden" name="intent" value="preview" />
            <ImportFileInput
              id="subscriber-import-file-input"
              hint={
                <>
                  A column named email (or Email Address, as Mailchimp exports it); other columns are not used. At most{" "}
                  {SUBSCRIBER_IMPORT.maxRows.toLocaleString("en-US")} rows and {SUBSCRIBER_IMPORT.maxFileBytes / 1024 / 1024} MB.
                </>
              }
            />
            <ConsentNoteField
              id="subscriber-import-consent"
              defaultValue={preview?.consentNote ?? (answer?.stage === "error" ? answer.consentNote : undefined)}
            />
            <Button type="submit" disabled={busy}>
              <FileUpIcon aria-hidden="true" />
              {busy ? "Reading..." : "Preview"}
            </Button>
          </Form>
        </AdminSection>

        {preview ? (
          <AdminSection
            id="subscriber-import-preview"
            title="2. Check the addresses"
            description={`${preview.fileName}: ${importable.toLocaleString("en-US")} ${importable === 1 ? "address" : "addresses"} will be subscribed.${preview.ignored.length ? ` Columns not used: ${preview.ignored.join(", ")}.` : ""}`}
          >
            <Counts counts={preview.counts} />
            {preview.problems.length > 0 ? (
              <div className="border border-line">
                {/* A table from sm up; on a phone each row is a card: its number and address, then why. */}
                <table className="w-full text-left text-sm max-sm:block">
                  <caption className="sr-only">Rows not subscribed, and why</caption>
                  <thead className="border-b border-line text-[0.7rem] tracking-[0.14em] text-stone uppercase max-sm:hidden">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        Row
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        E-mail
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        Why not
                      </th>
                    </tr>
                  </thead>
                  <tbody className="max-sm:block">
                    {preview.problems.map((row) => {
                      const badge = RESULT_BADGE[row.result as keyof typeof RESULT_BADGE];
                      return (
                        <tr key={row.rowNumber} className="border-b border-line align-top last:border-0 max-sm:block max-sm:p-4">
                          <td className="px-4 py-3 text-stone max-sm:inline max-sm:p-0">
                            <span className="sm:hidden">Row </span>
                            {row.rowNumber}
                          </td>
                          <td className="px-4 py-3 break-all text-ink max-sm:inline max-sm:p-0 max-sm:pl-2">{row.email || "—"}</td>
                          <td className="px-4 py-3 max-sm:block max-sm:p-0 max-sm:pt-2">
                            <Badge tone={badge.tone}>{badge.label}</Badge>
                            {row.reason && row.reason !== badge.label ? <p className="mt-1 text-stone">{row.reason}</p> : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
                {hidden > 0 ? (
                  <p className="border-t border-line px-4 py-3 text-sm text-stone">And {hidden.toLocaleString("en-US")} more rows like these.</p>
                ) : null}
              </div>
            ) : null}
            {/* Multipart, so the file's text is sent as it is (URL-encoding would triple a CSV's punctuation). */}
            <Form method="post" action={ADMIN_SUBSCRIBER_IMPORT_PATH} encType="multipart/form-data">
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="fileName" value={preview.fileName} />
              <input type="hidden" name="csv" value={preview.csv} />
              <input type="hidden" name="consentNote" value={preview.consentNote} />
              <Button type="submit" disabled={busy || importable === 0}>
                <UploadIcon aria-hidden="true" />
                {busy ? "Importing..." : `Subscribe ${importable.toLocaleString("en-US")} ${importable === 1 ? "address" : "addresses"}`}
              </Button>
            </Form>
          </AdminSection>
        ) : null}

        {answer?.stage === "done" ? (
          <AdminSection id="subscriber-import-results" title="Results" description={answer.message}>
            <Counts counts={answer.counts} />
          </AdminSection>
        ) : null}
      </div>
    </div>
  );
}
