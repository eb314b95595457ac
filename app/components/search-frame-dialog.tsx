import { ModalDialog, ModalDialogDescription, ModalDialogTitle } from "#app/components/ui/modal-dialog.tsx";

export const SEARCH_DIALOG = "search";
const descriptionId = `${SEARCH_DIALOG}-dialog-description`;

/**
 * The third-party property search in a large modal (spec §2 mobile menu and home search), opened
 * by any element with data-open-dialog="search" and data-search-src, the page to show.
 * app/islands/search-frame.ts puts the frame in from the template when the modal
 * opens and takes it out when it closes, so nothing loads before it is wanted.
 */
export function SearchFrameDialog() {
  return (
    <ModalDialog
      name={SEARCH_DIALOG}
      data-island="search-frame"
      aria-describedby={descriptionId}
      // Focused itself rather than the frame: inside a cross-origin frame Escape never reaches us.
      tabIndex={-1}
      className="h-[90vh] max-h-[90vh] w-[96vw] max-w-[96vw] flex-col overflow-hidden p-0 outline-none open:flex sm:p-0"
    >
      <div className="border-b border-line px-6 py-4 pr-14">
        <ModalDialogTitle name={SEARCH_DIALOG} className="text-2xl">
          Search Lake Norman
        </ModalDialogTitle>
        <ModalDialogDescription id={descriptionId} className="sr-only">
          Live property search for Lake Norman and the Charlotte region.
        </ModalDialogDescription>
      </div>
      <template data-search-frame>
        <iframe title="Lake Norman property search" className="w-full flex-1 border-0 bg-white" loading="lazy" />
      </template>
    </ModalDialog>
  );
}
