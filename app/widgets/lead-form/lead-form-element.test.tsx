import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ContactDialog } from "#app/widgets/contact-dialog/contact-dialog.tsx";
import { ToasterRegion } from "#app/widgets/toaster/toaster-region.tsx";
import { toasterNames } from "#app/widgets/toaster/toaster-names.ts";

beforeAll(async () => {
  await import("#app/widgets/toaster/toaster-element.ts");
  await import("./lead-form-element.ts");
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** The server markup, upgraded: elements start once the markup is in. */
async function renderContact() {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <ContactDialog returned={null} />
      <ToasterRegion toast={null} />
    </>,
  );
  const form = document.querySelector("lead-form form") as HTMLFormElement;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  await new Promise((resolve) => setTimeout(resolve));
  return { form, field };
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { cancelable: true, bubbles: true }));

describe("<lead-form>", () => {
  it("shows the server's rules beside each field instead of sending, and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { form, field } = await renderContact();
    submit(form);
    await vi.waitFor(() => expect(document.getElementById("contact-firstName-error")?.textContent).toBe("First name is required"));
    expect(document.getElementById("contact-firstName-error")?.hidden).toBe(false);
    expect(field("firstName").getAttribute("aria-invalid")).toBe("true");
    expect(field("firstName").getAttribute("aria-describedby")).toBe("contact-firstName-error");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("once a send is refused, takes a field's error away as soon as it is filled, keeping the others and the focus", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const { form, field } = await renderContact();
    submit(form);
    await vi.waitFor(() => expect(document.getElementById("contact-firstName-error")?.hidden).toBe(false));
    field("lastName").focus();
    field("firstName").value = "Ada";
    field("firstName").dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect(document.getElementById("contact-firstName-error")?.hidden).toBe(true));
    expect(field("firstName").hasAttribute("aria-invalid")).toBe(false);
    expect(document.getElementById("contact-lastName-error")?.textContent).toBe("Last name is required");
    expect(document.activeElement).toBe(field("lastName"));
  });

  it("sends a valid form to the contact endpoint and shows the success toast", async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetch);
    const { form, field } = await renderContact();
    field("firstName").value = "Ada";
    field("lastName").value = "Lovelace";
    field("phone").value = "(704) 555-0199";
    field("email").value = "ada@example.com";
    (form.elements.namedItem("meetingType") as HTMLSelectElement).value = "zoom";
    submit(form);
    await vi.waitFor(() => expect(document.querySelector(toasterNames.selector("title"))?.textContent).toBe("Message sent!"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/resources/contact");
    const body = init.body as FormData;
    expect(body.get("kind")).toBe("contact");
    expect(body.get("email")).toBe("ada@example.com");
    expect(body.get("submissionId")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
