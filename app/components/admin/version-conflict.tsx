import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { BASE_VERSION_FIELD, OVERWRITE_FIELD } from "#app/lib/base-version.ts";
import type { DocumentAnswer } from "#app/lib/document-form.ts";

/**
 * The version of the record the form's values are based on (decision 037): the one it was loaded
 * with, or while the form holds values sent back (a refused save, a list button without JavaScript)
 * the one they were sent with, so a page shown again with them cannot overwrite a change it never
 * showed.
 */
export function BaseVersionField({ version, answer }: { version: number; answer: DocumentAnswer | undefined }) {
  const sent = Number(answer?.result.initialValue?.[BASE_VERSION_FIELD] ?? Number.NaN);
  return <input type="hidden" name={BASE_VERSION_FIELD} value={Number.isInteger(sent) ? sent : version} />;
}

/**
 * After a save refused because the record changed elsewhere: reload (a plain link, losing this
 * page's changes after the browser's own leave prompt) or save again over the other change. Works
 * without JavaScript.
 */
export function VersionConflict({ answer, formId }: { answer: DocumentAnswer | undefined; formId: string }) {
  const location = useLocation();
  if (!answer?.conflict) return null;
  return (
    <div role="alert" className="mt-4 flex flex-col gap-3 border-l-4 border-destructive bg-[#fdf3f2] px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-semibold text-destructive">Changed elsewhere: your changes are not saved yet.</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={location.pathname}>Reload the saved version</a>
        </Button>
        <Button type="submit" form={formId} name={OVERWRITE_FIELD} value="1" size="sm">
          Overwrite with my changes
        </Button>
      </div>
    </div>
  );
}
