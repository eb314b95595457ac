import { ArrowLeftIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useActionCall } from "#app/components/admin/use-action-call.ts";
import { ImportCsvCard } from "#app/components/admin/import-csv-card.tsx";
import { ImportResultsCard } from "#app/components/admin/import-results-card.tsx";
import { ScrapeCard } from "#app/components/admin/scrape-card.tsx";
import {
  actionsForPreview,
  csvFileProblem,
  IMPORT_ACTION_PATH,
  IMPORT_TOASTS,
  importActionsField,
  type ChosenActions,
  type ImportAnswer,
  type ImportPreviewAnswer,
  type ImportRunAnswer,
} from "#app/lib/import-screen-labels.ts";
import type { ImportAction } from "#app/lib/post-import-columns.ts";

const NO_ANSWER = "The server did not answer. Check the connection and try again.";

/**
 * Spec §2 "Import screen": "Import Blog Posts" with Back to Admin, the CSV Import card, the
 * Import Results card once an import ran, and the URL Scraper (Optional) card.
 */
export function ImportScreen() {
  const call = useActionCall<ImportAnswer>(IMPORT_ACTION_PATH);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreviewAnswer | null>(null);
  const [actions, setActions] = useState<ChosenActions>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<"previewing" | "importing" | null>(null);
  const [result, setResult] = useState<ImportRunAnswer | null>(null);

  /** Previews `chosen` on the server; `previous` keeps the rows the administrator skipped. */
  async function loadPreview(chosen: File, previous?: ChosenActions) {
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", chosen);
    const answer = await call(form);
    if (!answer || !answer.ok || answer.intent !== "preview") {
      setPreview(null);
      setProblem(answer && !answer.ok ? answer.error : NO_ANSWER);
      return;
    }
    setPreview(answer);
    setActions(actionsForPreview(answer.rows, previous));
  }

  async function chooseFile(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setProblem(null);
    setActions(new Map());
    if (!chosen) return;
    const fileProblem = csvFileProblem(chosen);
    if (fileProblem) {
      setProblem(fileProblem);
      return;
    }
    setBusy("previewing");
    try {
      await loadPreview(chosen);
    } finally {
      setBusy(null);
    }
  }

  async function runImport() {
    if (!file || !preview) return;
    const form = new FormData();
    form.set("intent", "import");
    form.set("file", file);
    form.set("actions", importActionsField(preview.rows, actions));
    setBusy("importing");
    try {
      const answer = await call(form);
      if (!answer || !answer.ok || answer.intent !== "import") {
        toast.error(IMPORT_TOASTS.failed, { description: answer && !answer.ok ? answer.error : NO_ANSWER });
        return;
      }
      setResult(answer);
      toast.success(IMPORT_TOASTS.complete, { description: answer.message });
      // The posts now exist: preview the file again so a second run updates rather than copies.
      await loadPreview(file, actions);
      document.getElementById("import-results-heading")?.scrollIntoView({ behavior: "smooth", block: "start" });
    } finally {
      setBusy(null);
    }
  }

  const changeAction = useCallback((rowNumber: number, action: ImportAction) => {
    setActions((current) => new Map(current).set(rowNumber, action));
  }, []);

  return (
    <div className="container-page py-10 sm:py-12">
      <div className="border-b border-line pb-6">
        <Link
          to="/admin/lake-advisor"
          className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-lake uppercase underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to Admin
        </Link>
        <p className="eyebrow mt-6">The Lake Advisor · Admin</p>
        <h1 className="mt-2 text-4xl text-ink sm:text-5xl">Import Blog Posts</h1>
        <p className="mt-3 max-w-3xl text-stone">
          Bring posts in from a spreadsheet, or scrape published articles into one. Every row is checked before anything is written, and each row's outcome is
          reported.
        </p>
      </div>

      <div className="mt-8 space-y-8">
        <ImportCsvCard
          preview={preview}
          actions={actions}
          problem={problem}
          busy={busy}
          onFile={(chosen) => void chooseFile(chosen)}
          onActionChange={changeAction}
          onImport={() => void runImport()}
        />
        {result ? <ImportResultsCard key={result.requestId} result={result} /> : null}
        <ScrapeCard />
      </div>
    </div>
  );
}
