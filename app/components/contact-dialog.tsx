import { Mail, Phone } from "lucide-react";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { site } from "#app/content/site.ts";

type ContactDialogControls = { openContactDialog: () => void };

const ContactDialogContext = createContext<ContactDialogControls | null>(null);

/** Lets any page or component open the one contact dialog (spec §1: from anywhere). */
export function useContactDialog(): ContactDialogControls {
  const controls = useContext(ContactDialogContext);
  if (!controls) throw new Error("useContactDialog must be used inside ContactDialogProvider");
  return controls;
}

export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const controls = useMemo(() => ({ openContactDialog: () => setOpen(true) }), []);
  return (
    <ContactDialogContext.Provider value={controls}>
      {children}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <p className="eyebrow">Let&apos;s talk</p>
          <DialogTitle className="mt-2">Work With {site.agent.firstName}</DialogTitle>
          <DialogDescription>
            Buying or selling on the lake starts with a conversation. Reach {site.agent.firstName} directly:
          </DialogDescription>
          <ul className="mt-6 space-y-3 text-ink">
            <li>
              <a href={site.phone.href} className="flex items-center gap-3 hover:text-lake">
                <Phone className="size-4 text-gold-dark" aria-hidden="true" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="flex items-center gap-3 hover:text-lake">
                <Mail className="size-4 text-gold-dark" aria-hidden="true" />
                {site.email}
              </a>
            </li>
          </ul>
        </DialogContent>
      </Dialog>
    </ContactDialogContext.Provider>
  );
}
