import { widgetNames, type WidgetElementProps } from "#app/widgets/widget-names.ts";

export type LeadFormPart = "submit";
export type LeadFormAttribute = "kind" | "success-title" | "success-description" | "pending-label";
export const leadFormNames = widgetNames<LeadFormPart>("lead-form");

/** The id of a field's error line, which the control names in aria-describedby while it shows. */
export const errorLineId = (controlId: string) => `${controlId}-error`;

/** The form-level line, for an error that belongs to no field. */
export const FORM_ERROR_FIELD = "form";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "lead-form": WidgetElementProps<LeadFormAttribute>;
    }
  }
}
