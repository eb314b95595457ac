import { DIALOG_CLOSE_DELAY_MS } from "#app/lib/constants.ts";
import { fieldErrors } from "#app/lib/form-fields.ts";
import { isLeadKind, LEAD_FAILURE_TOAST, type LeadKind } from "#app/lib/lead-messages.ts";
import { fetchRetryingNetworkErrorOnce } from "#app/lib/retry.ts";
import { toast } from "./toaster.ts";

type FieldErrors = Record<string, string>;

/** zod arrives with the first submit, so no page pays for it up front. */
async function loadSchema(kind: LeadKind) {
  const schemas = await import("#app/lib/schemas.ts");
  return { contact: schemas.contactSchema, inquiry: schemas.inquirySchema, newsletter: schemas.newsletterSchema }[kind];
}

/** Fills or empties each field's error line (components/lead-form.tsx) and marks its control. */
function showErrors(form: HTMLFormElement, errors: FieldErrors): void {
  for (const line of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const name = line.dataset.errorFor ?? "";
    const message = errors[name];
    line.textContent = message ?? "";
    line.hidden = !message;
    const control = form.elements.namedItem(name);
    if (!(control instanceof HTMLElement)) continue;
    if (message) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", line.id);
    } else {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
    }
  }
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  const first = [...form.elements].find((element) => "name" in element && typeof element.name === "string" && element.name in errors);
  if (first instanceof HTMLElement) first.focus();
}

function leadKindOf(form: HTMLFormElement): LeadKind {
  const kind = form.dataset.leadKind;
  if (!isLeadKind(kind)) throw new Error(`unknown lead form kind ${kind}`);
  return kind;
}

/**
 * The contact, inquiry and newsletter forms (spec §4): checked with the same rules as the server,
 * then sent to /resources/contact with a submission id, so the one silent retry after a network
 * error is stored once. "Sending..." while it goes; on success the toast, and the form stays locked
 * until it resets (at once for the newsletter, with the dialog's close after 1000 ms for the
 * dialogs); on failure, an error status at once, the "Error" toast with the visitor's input kept.
 * Closing a dialog resets its form, as a dialog that forgets its content on closing did before.
 */
export function enhanceLeadForm(element: HTMLElement): void {
  if (!(element instanceof HTMLFormElement)) throw new Error("a lead form island must be a <form>");
  const form = element;
  const kind = leadKindOf(form);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) throw new Error("a lead form needs a submit button");
  const idleLabel = submit.textContent ?? "";
  const pendingLabel = submit.dataset.pendingLabel ?? idleLabel;
  const dialog = form.closest("dialog");

  let pending = false;
  // After a stored submission the form stays locked until it resets, so it is not sent twice.
  let sent = false;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  const render = () => {
    submit.disabled = pending || sent;
    submit.textContent = pending ? pendingLabel : idleLabel;
  };

  const reset = () => {
    clearTimeout(resetTimer);
    form.reset();
    showErrors(form, {});
    sent = false;
    render();
  };

  async function send(): Promise<void> {
    if (pending || sent) return;
    const data = new FormData(form);
    const rules = await loadSchema(kind);
    const checked = rules.safeParse(Object.fromEntries(data));
    if (!checked.success) {
      const errors = fieldErrors(checked.error);
      showErrors(form, errors);
      focusFirstInvalid(form, errors);
      return;
    }
    showErrors(form, {});
    pending = true;
    render();
    data.set("kind", kind);
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
          showErrors(form, body.errors);
          focusFirstInvalid(form, body.errors);
        }
        throw new Error(`contact endpoint answered ${response.status}`);
      }
      sent = true;
      toast.success(form.dataset.successTitle ?? "", { description: form.dataset.successDescription });
      resetTimer = setTimeout(
        () => {
          reset();
          dialog?.close();
        },
        dialog ? DIALOG_CLOSE_DELAY_MS : 0,
      );
    } catch {
      toast.error(LEAD_FAILURE_TOAST.title, { description: LEAD_FAILURE_TOAST.description });
    } finally {
      pending = false;
      render();
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void send();
  });
  // A send still on its way finishes first; its own reset follows.
  dialog?.addEventListener("close", () => {
    if (!pending) reset();
  });
  // The server's button waits for this script (components/lead-form.tsx).
  render();
}
