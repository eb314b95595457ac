import { showToast } from "#app/widgets/toaster/toaster-element.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { shareButtonNames, type ShareButtonPart, type ShareButtonAttribute } from "./share-button-names.ts";

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
    showToast({ kind: "default", title: "Link copied to clipboard" });
  } catch {
    showToast({ kind: "default", title: "Could not copy the link", description: url });
  }
}

/** <share-button> (share-button.tsx): the device share sheet, or the link copied to the clipboard. */
export class ShareButtonElement extends WidgetElement<ShareButtonPart, ShareButtonAttribute> {
  protected readonly names = shareButtonNames;

  protected start(): void {
    this.findPart("button", HTMLButtonElement).addEventListener(
      "click",
      () => void share(this.attribute("share-title") || document.title, this.attribute("share-text") || undefined),
    );
  }
}

defineWidget(shareButtonNames.tag, ShareButtonElement);
