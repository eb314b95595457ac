import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from "react";

type ContactDialogControls = { openContactDialog: () => void };

const ContactDialogContext = createContext<ContactDialogControls | null>(null);

/** Lets any page or component open the one contact dialog (spec §1: from anywhere). */
export function useContactDialog(): ContactDialogControls {
  const controls = useContext(ContactDialogContext);
  if (!controls) throw new Error("useContactDialog must be used inside ContactDialogProvider");
  return controls;
}

/** The dialog and its form arrive on first use, so no page pays for them up front. */
const ContactDialog = lazy(() => import("#app/components/contact-dialog-content.tsx").then((module) => ({ default: module.ContactDialog })));

export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const controls = useMemo(
    () => ({
      openContactDialog: () => {
        setUsed(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <ContactDialogContext.Provider value={controls}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </ContactDialogContext.Provider>
  );
}
