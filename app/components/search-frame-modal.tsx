import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { site } from "#app/content/site.ts";

/** The third-party property search in a large modal (spec §2 mobile menu and home search). */
export function SearchFrameModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[90vh] w-[96vw] max-w-[96vw] flex-col overflow-hidden p-0 sm:p-0">
        <div className="border-b border-line px-6 py-4 pr-14">
          <DialogTitle className="text-2xl">Search Lake Norman</DialogTitle>
          <DialogDescription className="sr-only">Live property search for Lake Norman and the Charlotte region.</DialogDescription>
        </div>
        {open ? (
          <iframe
            src={site.propertySearch.wideUrl}
            title="Lake Norman property search"
            className="w-full flex-1 border-0 bg-white"
            loading="lazy"
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
