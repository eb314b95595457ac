import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { ModalDialog, ModalDialogDescription, ModalDialogTitle } from "#app/widgets/modal-dialog/modal-dialog.tsx";
import { searchFrameNames } from "./search-frame-names.ts";

const NAME = "search";
const descriptionId = `${NAME}-dialog-description`;

/**
 * The third-party property search in a large modal (spec §2 mobile menu and home search), opened
 * by any button with searchFrameOpener(src). <search-frame> (search-frame-element.ts) puts the
 * frame in from the template when the modal opens and takes it out when it closes, so nothing
 * loads before it is wanted; without JavaScript the dialog links to the search instead.
 */
export function SearchFrameDialog() {
  const settings = useSiteSettings();
  return (
    <search-frame>
      <ModalDialog
        name={NAME}
        aria-describedby={descriptionId}
        // Focused itself rather than the frame: inside a cross-origin frame Escape never reaches us.
        tabIndex={-1}
        className="h-[90vh] max-h-[90vh] w-[96vw] max-w-[96vw] flex-col overflow-hidden p-0 outline-none open:flex sm:p-0"
      >
        <div className="border-b border-line px-6 py-4 pr-14">
          <ModalDialogTitle name={NAME} className="text-2xl">
            Search Lake Norman
          </ModalDialogTitle>
          <ModalDialogDescription id={descriptionId} className="sr-only">
            Live property search for Lake Norman and the Charlotte region.
          </ModalDialogDescription>
        </div>
        <p {...searchFrameNames.part("fallback")} className="m-auto p-6 text-center">
          <a href={settings.propertySearch.wideUrl} target="_blank" rel="noopener" className="text-lake underline underline-offset-4">
            Open the live property search
          </a>
        </p>
        <template {...searchFrameNames.part("template")}>
          <iframe title="Lake Norman property search" className="w-full flex-1 border-0 bg-white" loading="lazy" />
        </template>
      </ModalDialog>
    </search-frame>
  );
}
