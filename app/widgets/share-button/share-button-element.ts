import { toast } from "#app/widgets/toaster/toaster-element.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { shareButtonNames } from "./share-button-names.ts";

type Part = (typeof shareButtonNames.parts)[number];
type Attribute = (typeof shareButtonNames.attributes)[number];

async function share(title: string, text: string | undefined): Promise<void> {
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

/** <share-button> (share-button.tsx): the device share sheet, or the link copied to the clipboard. */
export class ShareButtonElement extends WidgetElement<Part, Attribute> {
  protected readonly names = shareButtonNames;

  protected start(): void {
    this.findPart("button", HTMLButtonElement).addEventListener(
      "click",
      () => void share(this.attribute("share-title") || document.title, this.attribute("share-text") || undefined),
    );
  }
}

defineWidget(shareButtonNames.tag, ShareButtonElement);
