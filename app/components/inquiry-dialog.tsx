import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";

type InquiryDialogControls = { openInquiry: (address: string) => void };

const InquiryDialogContext = createContext<InquiryDialogControls | null>(null);

/** Opens the property inquiry dialog about one address (spec §2 "Property inquiry dialog"). */
export function useInquiryDialog(): InquiryDialogControls {
  const controls = useContext(InquiryDialogContext);
  if (!controls) throw new Error("useInquiryDialog must be used inside InquiryDialogProvider");
  return controls;
}

export function InquiryDialogProvider({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState<string | null>(null);
  const controls = useMemo(() => ({ openInquiry: (next: string) => setAddress(next) }), []);
  return (
    <InquiryDialogContext.Provider value={controls}>
      {children}
      <Dialog open={address !== null} onOpenChange={(open) => !open && setAddress(null)}>
        <DialogContent>
          <p className="eyebrow">Property inquiry</p>
          <DialogTitle className="mt-2">Get More Information</DialogTitle>
          <DialogDescription>{address}</DialogDescription>
        </DialogContent>
      </Dialog>
    </InquiryDialogContext.Provider>
  );
}
