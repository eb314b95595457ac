import { Share2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

/**
 * Spec §7 "Share": the device share sheet when there is one, otherwise copy the link
 * (app/islands/share.ts).
 */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  return (
    <Button type="button" variant="outline" size="sm" data-island="share" data-share-title={title} data-share-text={text}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
