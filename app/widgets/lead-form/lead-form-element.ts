import { DIALOG_CLOSE_DELAY_MS } from "#app/lib/constants.ts";
import { fieldErrors } from "#app/lib/form-fields.ts";
import { isLeadKind, LEAD_FAILURE_TOAST, type LeadKind } from "#app/lib/lead-messages.ts";
import { fetchRetryingNetworkErrorOnce } from "#app/lib/retry.ts";
import { toast } from "#app/widgets/toaster/toaster-element.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { errorLineId, leadFormNames } from "./lead-form-names.ts";

type FieldErrors = Record<string, string>;
type Part = (typeof leadFormNames.parts)[number];
type Attribute = (typeof leadFormNames.attributes)[number];

/** zod arrives with the first submit, so no page pays for it up front. */
async function loadSchema(kind: LeadKind) {
  const schemas = await import("#app/lib/schemas.ts");
  return { contact: schemas.contactSchema, inquiry: schemas.inquirySchema, newsletter: schemas.newsletterSchema, "home-value": schemas.homeValueSchema }[kind];
}

/**
 * <lead-form> (lead-form.tsx): the contact, inquiry and newsletter forms sent in place. Checked
 * with the same rules as the server, then sent to /resources/contact with a submission id, so the
 * one silent retry after a network error is stored once. "Sending..." while it goes; on success the
 * toast, and the form stays locked until it resets (at once for the newsletter, with the dialog's
 * close after 1000 ms for the dialogs); on failure the "Error" toast with the visitor's input kept.
 * Closing a dialog resets its form.
 */
export class LeadFormElement extends WidgetElement<Part, Attribute> {
  protected readonly names = leadFormNames;
  #pending = false;
  /** After a stored submission the form stays locked until it resets, so it is not sent twice. */
  #sent = false;
  #resetTimer: ReturnType<typeof setTimeout> | undefined;
  /** Once a send has been refused for its fields, each change checks them again, so a fixed field's error goes. */
  #recheck = false;

  protected start(): void {
    const form = this.querySelector("form");
    if (!form) throw new Error("<lead-form> needs its <form>");
    const kind = this.attribute("kind");
    if (!isLeadKind(kind)) throw new Error(`<lead-form> of unknown kind ${kind}`);
    const submit = this.findPart("submit", HTMLButtonElement);
    const idleLabel = submit.textContent ?? "";
    const dialog = this.closest("dialog");

    const render = () => {
      submit.disabled = this.#pending || this.#sent;
      submit.textContent = this.#pending ? this.attribute("pending-label") : idleLabel;
    };
    const reset = () => {
      clearTimeout(this.#resetTimer);
      form.reset();
      this.#showErrors(form, {});
      this.#recheck = false;
      this.#sent = false;
      render();
    };

    const send = async () => {
      if (this.#pending || this.#sent) return;
      const data = new FormData(form);
      const checked = (await loadSchema(kind)).safeParse(Object.fromEntries(data));
      if (!checked.success) {
        this.#recheck = true;
        this.#showErrors(form, fieldErrors(checked.error));
        return;
      }
      this.#showErrors(form, {});
      this.#pending = true;
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
            this.#recheck = true;
            this.#showErrors(form, body.errors);
          }
          throw new Error(`contact endpoint answered ${response.status}`);
        }
        this.#sent = true;
        toast.success(this.attribute("success-title"), { description: this.attribute("success-description") || undefined });
        this.#resetTimer = setTimeout(
          () => {
            reset();
            dialog?.close();
          },
          dialog ? DIALOG_CLOSE_DELAY_MS : 0,
        );
      } catch {
        toast.error(LEAD_FAILURE_TOAST.title, { description: LEAD_FAILURE_TOAST.description });
      } finally {
        this.#pending = false;
        render();
      }
    };

    form.addEventListener("input", () => {
      if (!this.#recheck || this.#pending || this.#sent) return;
      void loadSchema(kind).then((schema) => {
        const checked = schema.safeParse(Object.fromEntries(new FormData(form)));
        this.#showErrors(form, checked.success ? {} : fieldErrors(checked.error), { focus: false });
      });
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void send();
    });
    // A send still on its way finishes first; its own reset follows.
    dialog?.addEventListener("close", () => {
      if (!this.#pending) reset();
    });
  }

  /**
   * Fills or empties each field's error line and marks its control; on a send, focus moves to the
   * first field with an error, so keyboard and screen-reader users land on it.
   */
  #showErrors(form: HTMLFormElement, errors: FieldErrors, { focus = true }: { focus?: boolean } = {}): void {
    let first: HTMLElement | null = null;
    for (const control of form.elements) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
      const line = control.id ? this.querySelector<HTMLElement>(`#${CSS.escape(errorLineId(control.id))}`) : null;
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
}

defineWidget(leadFormNames.tag, LeadFormElement);
