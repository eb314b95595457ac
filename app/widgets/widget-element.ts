import { queueWidgetStart } from "./widget-starts.ts";

/**
 * The base of every public widget's custom element. The browser upgrades an element wherever it
 * appears — in the page, in HTML swapped in later — and calls connectedCallback again each time it
 * is moved; the widget starts once, in a later task (widget-starts.ts). A widget that fails is
 * logged and leaves the others working.
 */
export abstract class WidgetElement<Part extends string, Attribute extends string = never> extends HTMLElement {
  protected abstract readonly names: { selector(part: Part): string };
  #started = false;

  connectedCallback(): void {
    if (this.#started) return;
    this.#started = true;
    // Not now: an element the parser inserts is connected before its children are.
    queueWidgetStart(() => {
      try {
        this.start();
      } catch (error) {
        console.error(`<${this.localName}> failed`, error);
      }
    });
  }

  protected abstract start(): void;

  /** The one element of a part, of the type the widget needs. */
  protected findPart<E extends Element>(name: Part, type: abstract new () => E): E {
    return findElement(this, this.names.selector(name), type);
  }

  protected findParts<E extends Element>(name: Part, type: abstract new () => E): E[] {
    return [...this.querySelectorAll(this.names.selector(name))].filter((found): found is E => found instanceof type);
  }

  protected attribute(name: Attribute): string {
    return this.getAttribute(name) ?? "";
  }
}

/** The first element in `root` that `selector` matches, of the type a widget needs. */
export function findElement<E extends Element>(root: ParentNode, selector: string, type: abstract new () => E): E {
  const found = root.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`no ${selector} (a ${type.name})`);
  return found;
}

export function defineWidget(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
