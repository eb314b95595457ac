import { SaveIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import { AdminBackLink, AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import {
  AddListItemButton,
  ChoiceField,
  hasUnsavedChanges,
  ImageField,
  ListItemActions,
  TextField,
  useDocumentForm,
  useSaveInFlight,
} from "#app/components/admin/document-fields.tsx";
import { LeavePrompt } from "#app/components/admin/leave-prompt.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { BaseVersionField, VersionConflict } from "#app/components/admin/version-conflict.tsx";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { ADMIN_SOLD_PATH } from "#app/lib/admin-paths.ts";
import type { DocumentAnswer } from "#app/lib/document-form.ts";
import { SOLD_LIMITS } from "#app/lib/sold-property-schema.ts";

/** The form's values, as text the way the fields hold them. */
export type SoldPropertyDraft = {
  mlsId: string;
  address: string;
  city: string;
  price: string;
  beds: string;
  baths: string;
  sqft: string;
  lotSize: string;
  saleDate: string;
  listingBrokerage: string;
  description: string;
  imageUrl: string;
  photos: string[];
  homePosition: string;
};

export const EMPTY_SOLD_DRAFT: SoldPropertyDraft = {
  mlsId: "",
  address: "",
  city: "",
  price: "",
  beds: "",
  baths: "",
  sqft: "",
  lotSize: "",
  saleDate: "",
  listingBrokerage: "",
  description: "",
  imageUrl: "",
  photos: [],
  homePosition: "",
};

const FORM_ID = "sold-property-form";
const ORDINALS = ["1st", "2nd", "3rd", "4th", "5th", "6th"];

/**
 * A sold home's page in the admin: add one (`action` is /admin/sold/new) or edit and delete one.
 * A real form post, so it saves (and adds, moves and removes gallery photos) without JavaScript
 * too; the server checks every field.
 */
export function SoldPropertyForm({
  saved,
  answer,
  action,
  notice,
  canDelete,
  version,
}: {
  saved: SoldPropertyDraft;
  answer: DocumentAnswer | undefined;
  action: string;
  /** What the page shows on arrival, e.g. after the home was added. */
  notice?: string;
  canDelete: boolean;
  /** The stored home's version (decision 037); none for a new one. */
  version?: number;
}) {
  const [form, fields] = useDocumentForm({ id: FORM_ID, answer, defaultValue: saved });
  const photos = fields.photos.getFieldList();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const submit = useSubmit();
  const saving = useSaveInFlight(action, { intent: "save" });
  const dirty = hasUnsavedChanges(form, saved, saving);
  useSaveAnswer(answer?.notice, FORM_ID);

  const title = canDelete ? fields.address.value || "Sold property" : "Add Sold Property";
  const status = answer?.notice ?? (notice ? { ok: true, message: notice } : undefined);

  return (
    <div className="container-page py-10 sm:py-14">
      <AdminBackLink to={ADMIN_SOLD_PATH}>All sold properties</AdminBackLink>
      <div className="mt-6">
        <AdminPageHeader
          title={title}
          status="Shown in the Sold Properties gallery at once; the listing brokerage is named on its card, as the MLS requires."
          actions={
            <>
              {canDelete ? (
                // Without JavaScript the form posts at once; with it, the post waits for the confirmation.
                <Form
                  method="post"
                  action={action}
                  onSubmit={(event) => {
                    event.preventDefault();
                    setConfirmingDelete(true);
                  }}
                >
                  <Button type="submit" name="intent" value="delete" variant="outline">
                    <Trash2Icon aria-hidden="true" />
                    Delete
                  </Button>
                </Form>
              ) : null}
              <Button type="submit" form={FORM_ID} disabled={saving}>
                <SaveIcon aria-hidden="true" />
                {saving ? "Saving..." : canDelete ? "Save Sold Property" : "Add Sold Property"}
              </Button>
            </>
          }
        />
      </div>
      <SaveStatus answer={status} />
      <VersionConflict answer={answer} formId={FORM_ID} />
      <Form id={form.id} method="post" action={action} onSubmit={form.onSubmit} noValidate className="mt-8 space-y-8">
        <input type="hidden" name="intent" value="save" />
        {version === undefined ? null : <BaseVersionField version={version} answer={answer} />}
        <AdminSection id="sold-sale" title="The sale">
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField meta={fields.mlsId} label="MLS number" />
            <TextField meta={fields.saleDate} label="Sale date" required={false} hint="As the MLS records the closing, e.g. 11/20/2025 or 2025-11-20." />
            <TextField meta={fields.address} label="Address" />
            <TextField meta={fields.city} label="City" />
            <TextField meta={fields.price} label="Sale price" hint="In dollars, e.g. 1,250,000." />
            <TextField meta={fields.listingBrokerage} label="Listing brokerage" hint="The firm that listed the home, named on its card." />
          </div>
        </AdminSection>
        <AdminSection id="sold-home" title="The home">
          <div className="grid gap-6 sm:grid-cols-4">
            <TextField meta={fields.beds} label="Beds" />
            <TextField meta={fields.baths} label="Baths" hint="Halves allowed, e.g. 4.5." />
            <TextField meta={fields.sqft} label="Square feet" />
            <TextField meta={fields.lotSize} label="Lot size" required={false} hint="E.g. 0.92 acres." />
          </div>
          <TextField meta={fields.description} label="Description" required={false} multiline />
        </AdminSection>
        <AdminSection id="sold-photos" title="Photos" description="The first is the card's picture; the gallery follows on the home's own page.">
          <ImageField
            form={form}
            meta={fields.imageUrl}
            label="Photo"
            required={false}
            hint="A path on this site or an https:// address; empty shows a placeholder."
          />
          {photos.map((photo, index) => (
            <div key={photo.key} className="border border-line p-4">
              <ImageField form={form} meta={photo} label={`Gallery photo ${index + 1}`} hint="A path on this site or an https:// address." />
              <div className="mt-3">
                <ListItemActions form={form} name={fields.photos.name} what={`gallery photo ${index + 1}`} index={index} count={photos.length} removable />
              </div>
            </div>
          ))}
          <FieldError id={fields.photos.errorId}>{fields.photos.errors?.[0]}</FieldError>
          <AddListItemButton form={form} name={fields.photos.name} label="Add gallery photo" defaultValue="" disabled={photos.length >= SOLD_LIMITS.photos} />
        </AdminSection>
        <AdminSection id="sold-home-page" title="Home page" description="The home page features up to six sales, in the order of their places.">
          <ChoiceField
            meta={fields.homePosition}
            label="Place on the home page"
            options={[["", "Not featured"], ...ORDINALS.map((ordinal, index): [string, string] => [String(index + 1), ordinal])]}
            hint="Choosing a place another home has is refused: free it there first."
            className="max-w-xs"
          />
        </AdminSection>
      </Form>
      <AlertDialog open={confirmingDelete} onOpenChange={setConfirmingDelete}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this sold property?</AlertDialogTitle>
          <AlertDialogDescription>{saved.address} leaves the Sold Properties gallery and the home page for good.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className="bg-destructive hover:bg-ink" onClick={() => void submit({ intent: "delete" }, { method: "post", action })}>
              <Trash2Icon aria-hidden="true" />
              Delete Sold Property
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <LeavePrompt dirty={dirty} />
    </div>
  );
}
