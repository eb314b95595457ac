import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { site } from "#app/content/site.ts";

/**
 * The third-party property search in a large modal (spec §2 mobile menu and home search), loaded
 * on first use through SearchFrameModal. The frame itself exists only while the modal is open.
 */
export function SearchFrameDialog({
  open,
  onOpenChange,
  src = site.propertySearch.wideUrl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex h-[90vh] w-[96vw] max-w-[96vw] flex-col overflow-hidden p-0 sm:p-0"
        // Focus the dialog itself, not the iframe: inside a cross-origin frame Escape never reaches us.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <div className="border-b border-line px-6 py-4 pr-14">
          <DialogTitle className="text-2xl">Search Lake Norman</DialogTitle>
          <DialogDescription className="sr-only">Live property search for Lake Norman and the Charlotte region.</DialogDescription>
        </div>
        {open ? (
          <iframe
            src={src}
            title="Lake Norman property search"
            className="w-full flex-1 border-0 bg-white"
            loading="lazy"
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
