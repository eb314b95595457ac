import { toast } from "#app/widgets/toaster/toaster-element.ts";

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

/** components/blog/share-button.tsx: spec §7 "Share", the device share sheet or the clipboard. */
export function enhanceShare(button: HTMLElement): void {
  button.addEventListener("click", () => void share(button.dataset.shareTitle ?? document.title, button.dataset.shareText));
}
