import { Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";

/** Spec §7 "Share": the device share sheet when there is one, otherwise copy the link. */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The visitor closed the share sheet.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast("Link copied to clipboard");
    } catch {
      toast("Could not copy the link", { description: url });
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
