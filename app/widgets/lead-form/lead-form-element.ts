import { DIALOG_CLOSE_DELAY_MS } from "#app/lib/constants.ts";
import { isLeadKind, LEAD_FAILURE_TOAST, type LeadKind } from "#app/lib/lead-messages.ts";
import { fetchRetryingNetworkErrorOnce } from "#app/lib/retry.ts";
import { showToast } from "#app/widgets/toaster/toaster-element.ts";
import { defineWidget, findElement, WidgetElement } from "#app/widgets/widget-element.ts";
import { errorLineId, leadFormNames, type LeadFormPart, type LeadFormAttribute } from "./lead-form-names.ts";

type FieldErrors = Record<string, string>;

/** zod arrives with the first submit, so no page pays for it up front. */
async function formErrors(kind: LeadKind, data: FormData): Promise<FieldErrors | null> {
  return (await import("#app/lib/schemas.ts")).leadFormErrors(kind, data);
}

/**
 * <lead-form> (lead-form.tsx): the contact, inquiry and newsletter forms sent in place. Checked
 * with the same rules as the server, then sent to /resources/contact with a submission id, so the
 * one silent retry after a network error is stored once. "Sending..." while it goes; on success the
 * toast, and the form stays locked until it resets (at once for the newsletter, with the dialog's
 * close after 1000 ms for the dialogs); on failure the "Error" toast with the visitor's input kept.
 * Closing a dialog resets its form.
 */
export class LeadFormElement extends WidgetElement<LeadFormPart, LeadFormAttribute> {
  protected readonly names = leadFormNames;

  protected start(): void {
    const form = findElement(this, "form", HTMLFormElement);
    const kind = this.attribute("kind");
    if (!isLeadKind(kind)) throw new Error(`unknown kind ${kind}`);
    const submit = this.findPart("submit", HTMLButtonElement);
    const idleLabel = submit.textContent ?? "";
    const dialog = this.closest("dialog");
    let pending = false;
    /** After a stored submission the form stays locked until it resets, so it is not sent twice. */
    let sent = false;
    let resetTimer: ReturnType<typeof setTimeout> | undefined;
    /** Once a send has been refused for its fields, each change checks them again, so a fixed field's error goes. */
    let recheck = false;

    const render = () => {
      submit.disabled = pending || sent;
      submit.textContent = pending ? this.attribute("pending-label") : idleLabel;
    };
    const reset = () => {
      clearTimeout(resetTimer);
      form.reset();
      showErrors(form, {});
      recheck = false;
      sent = false;
      render();
    };

    const send = async () => {
      if (pending || sent) return;
      const data = new FormData(form);
      const errors = await formErrors(kind, data);
      if (errors) {
        recheck = true;
        showErrors(form, errors);
        return;
      }
      showErrors(form, {});
      pending = true;
      render();
      data.set("pageUrl", window.location.href);
      data.set("submissionId", crypto.randomUUID());
      try {
        const response = await fetchRetryingNetworkErrorOnce("/resources/contact", {
          method: "POST",
          body: data,
          headers: { Accept: "application/json" },
        });
        const body = (await response.json().catch(() => null)) as { ok?: boolean; errors?: FieldErrors } | null;
        if (!response.ok || !body?.ok) {
          if (body?.errors) {
            recheck = true;
            showErrors(form, body.errors);
          }
          throw new Error(`contact endpoint answered ${response.status}`);
        }
        sent = true;
        showToast({ kind: "success", title: this.attribute("success-title"), description: this.attribute("success-description") });
        resetTimer = setTimeout(
          () => {
            reset();
            dialog?.close();
          },
          dialog ? DIALOG_CLOSE_DELAY_MS : 0,
        );
      } catch {
        showToast({ kind: "error", ...LEAD_FAILURE_TOAST });
      } finally {
        pending = false;
        render();
      }
    };

    form.addEventListener("input", () => {
      if (!recheck || pending || sent) return;
      void formErrors(kind, new FormData(form)).then((errors) => showErrors(form, errors ?? {}, { focus: false }));
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void send();
    });
    // A send still on its way finishes first; its own reset follows.
    dialog?.addEventListener("close", () => {
      if (!pending) reset();
    });
  }
}

/**
 * Fills or empties each field's error line and marks its control; on a send, focus moves to the
 * first field with an error, so keyboard and screen-reader users land on it.
 */
function showErrors(form: HTMLFormElement, errors: FieldErrors, { focus = true }: { focus?: boolean } = {}): void {
  let first: HTMLElement | null = null;
  for (const control of form.elements) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
    const line = control.id ? form.querySelector<HTMLElement>(`#${CSS.escape(errorLineId(control.id))}`) : null;
    if (!line) continue;
    const message = errors[control.name];
    line.textContent = message ?? "";
    line.hidden = !message;
    if (message) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", line.id);
      first ??= control;
    } else {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
    }
  }
  if (focus) first?.focus();
}

defineWidget(leadFormNames.tag, LeadFormElement);
