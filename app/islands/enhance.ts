/** Attaches behaviour to one server-rendered element marked data-island="name". */
export type Enhancer = (element: HTMLElement) => void;

const enhanced = new WeakSet<Element>();

/** Runs each island's enhancer once per element, for the page and for HTML swapped in later. */
export function enhanceIslands(root: ParentNode, enhancers: Readonly<Record<string, Enhancer>>): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    if (enhanced.has(element)) continue;
    enhanced.add(element);
    const name = element.dataset.island ?? "";
    const enhance = enhancers[name];
    if (!enhance) {
      console.error(`no island named "${name}"`);
      continue;
    }
    try {
      enhance(element);
    } catch (error) {
      // One broken widget must not take the others down with it.
      console.error(`island "${name}" failed`, error);
    }
  }
}
