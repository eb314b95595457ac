import { toast } from "./toaster.ts";

/**
 * A toast the server asks for with the page: <span hidden data-island="page-toast"
 * data-toast-type="error|success" data-toast-title="…">, shown once the script starts.
 */
export function enhancePageToast(element: HTMLElement): void {
  const { toastType, toastTitle = "" } = element.dataset;
  const show = toastType === "error" ? toast.error : toastType === "success" ? toast.success : toast;
  show(toastTitle);
}
