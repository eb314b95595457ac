import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { siteHeaderNames, type SiteHeaderPart } from "./site-header-names.ts";

/** Safari before 17 and Firefox before 125 have no popovers: there the menu is shown and hidden here. */
const POPOVERS = typeof HTMLElement.prototype.showPopover === "function";

/**
 * <site-header> (site-header.tsx): the mobile menu is a popover its toggle opens and closes, which
 * the browser also closes on Escape or a tap outside; this keeps the toggle's state in step with
 * it, and closes it when one of its links or buttons is used. The logo scrolls the home page to
 * the top.
 */
export class SiteHeaderElement extends WidgetElement<SiteHeaderPart> {
  protected readonly names = siteHeaderNames;

  protected start(): void {
    const toggle = this.findPart("menu-toggle", HTMLButtonElement);
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!menu) throw new Error("no menu for the toggle");
    // The toggle's name follows aria-expanded through CSS (site-header.tsx).
    const showState = (open: boolean) => toggle.setAttribute("aria-expanded", String(open));
    // Without popovers the menu's class keeps it shut (site-header.tsx); opened, it is shown inline.
    const isOpen = () => (POPOVERS ? menu.matches(":popover-open") : menu.style.display === "block");
    const show = (open: boolean) => {
      menu.style.display = open ? "block" : "";
      showState(open);
    };
    const close = () => {
      if (!isOpen()) return;
      if (POPOVERS) menu.hidePopover();
      else show(false);
    };
    if (POPOVERS) {
      // Before the change, not after it (toggle comes a task later): the state is right as the menu
      // opens; and after it, in case the opening was cancelled.
      menu.addEventListener("beforetoggle", (event) => showState((event as ToggleEvent).newState === "open"));
      menu.addEventListener("toggle", () => showState(isOpen()));
    } else {
      toggle.addEventListener("click", () => show(!isOpen()));
      document.addEventListener("keydown", (event) => {
        if (event.key !== "Escape" || !isOpen()) return;
        close();
        toggle.focus();
      });
    }
    showState(isOpen());
    menu.addEventListener("click", (event) => {
      if (!(event.target instanceof Element)) return;
      const item = event.target.closest("a, button");
      if (!item) return;
      close();
      // A dialog opened from the menu gives focus back to the toggle, the menu's item being hidden.
      if (item instanceof HTMLButtonElement) toggle.focus();
    });

    this.findPart("home-link", HTMLElement).addEventListener("click", (event) => {
      if (!(event instanceof MouseEvent) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      close();
      if (window.location.pathname !== "/") return;
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: "smooth" });
    });
  }
}

defineWidget(siteHeaderNames.tag, SiteHeaderElement);
