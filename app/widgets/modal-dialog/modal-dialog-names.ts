/** The public pages' modals, each once per page. */
export type DialogName = "contact" | "inquiry" | "search";

export const dialogId = (name: DialogName) => `${name}-dialog`;
export const dialogTitleId = (name: DialogName) => `${name}-dialog-title`;

/**
 * The props of a button that opens a modal: the browser's own invoker (command="show-modal"), so
 * it opens with JavaScript off too. A widget that fills the dialog in hears its `command` event,
 * whose `source` is the button.
 */
export const dialogOpener = (name: DialogName) => ({ type: "button", commandfor: dialogId(name), command: "show-modal" }) as const;

/** The props of a button that closes the modal it is in. */
export const dialogCloser = (name: DialogName) => ({ type: "button", commandfor: dialogId(name), command: "close" }) as const;

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Invoker commands (HTML): the id of the element the button acts on. */
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Which user actions close the dialog: "any" adds a click on the backdrop to Escape. */
    closedby?: "any" | "closerequest" | "none";
  }
}
