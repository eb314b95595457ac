import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from "react";

type InquiryDialogControls = { openInquiry: (address: string) => void };

const InquiryDialogContext = createContext<InquiryDialogControls | null>(null);

/** Opens the property inquiry dialog about one address (spec §2 "Property inquiry dialog"). */
export function useInquiryDialog(): InquiryDialogControls {
  const controls = useContext(InquiryDialogContext);
  if (!controls) throw new Error("useInquiryDialog must be used inside InquiryDialogProvider");
  return controls;
}

export function interestMessage(address: string): string {
  return `I'm interested in ${address} and would like more information about this property.`;
}

/** The dialog and its form arrive on first use, so no page pays for them up front. */
const InquiryDialog = lazy(() => import("#app/components/inquiry-dialog-content.tsx").then((module) => ({ default: module.InquiryDialog })));

export function InquiryDialogProvider({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const controls = useMemo(
    () => ({
      openInquiry: (next: string) => {
        setUsed(true);
        setAddress(next);
      },
    }),
    [],
  );
  return (
    <InquiryDialogContext.Provider value={controls}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <InquiryDialog address={address} onClose={() => setAddress(null)} />
        </Suspense>
      ) : null}
    </InquiryDialogContext.Provider>
  );
}
