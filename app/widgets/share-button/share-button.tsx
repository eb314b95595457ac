import { Share2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { shareButtonNames } from "./share-button-names.ts";

/**
 * Spec §7 "Share": the device share sheet when there is one, otherwise copy the link
 * (<share-button>, share-button-element.ts).
 */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  return (
    <share-button share-title={title} share-text={text}>
      <Button type="button" variant="outline" size="sm" {...shareButtonNames.part("button")}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
    </share-button>
  );
}
