import { isNeighborhoodPath } from "#app/lib/neighborhood-path.ts";
import { followedLink } from "#app/widgets/followed-links.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { navigationStatusNames, type NavigationStatusPart } from "./navigation-status-names.ts";

/**
 * <navigation-status> (neighborhood-loading.tsx), spec §2/§4 "Loading neighborhood...": a guide is
 * a full page load, so after a click on a link to one the page on screen shows the status until
 * the browser replaces it. A page restored from the back/forward cache takes it away again.
 */
export class NavigationStatusElement extends WidgetElement<NavigationStatusPart> {
  protected readonly names = navigationStatusNames;

  protected start(): void {
    const template = this.findPart("template", HTMLTemplateElement);
    let shown: Element | null = null;
    // On window, so that it sees the clicks an island has already taken over (defaultPrevented).
    window.addEventListener("click", (event) => {
      const url = followedLink(event);
      if (shown || !url || !isNeighborhoodPath(url.pathname)) return;
      const sameDocument = url.pathname === location.pathname && url.search === location.search && url.hash !== "";
      if (sameDocument) return;
      const content = document.importNode(template.content, true);
      shown = content.firstElementChild;
      template.after(content);
    });
    window.addEventListener("pageshow", (event) => {
      if (!event.persisted) return;
      shown?.remove();
      shown = null;
    });
  }
}

defineWidget(navigationStatusNames.tag, NavigationStatusElement);
