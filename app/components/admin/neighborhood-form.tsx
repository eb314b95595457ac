import type { FieldMetadata } from "@conform-to/react";
import { ExternalLinkIcon, SaveIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
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
import { LongTextField } from "#app/components/admin/long-text-field.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { BaseVersionField, VersionConflict } from "#app/components/admin/version-conflict.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { ADMIN_NEIGHBORHOODS_PATH } from "#app/lib/admin-paths.ts";
import type { DocumentAnswer } from "#app/lib/document-form.ts";
import { BLANK_ITEMS, type NeighborhoodDraft } from "#app/lib/neighborhood-draft.ts";
import { neighborhoodPath } from "#app/lib/neighborhood-path.ts";
import { FEATURE_ICON_NAMES, NEIGHBORHOOD_LIMITS, SCHOOL_CATEGORY_CHOICES } from "#app/lib/neighborhood-schema.ts";

const FORM_ID = "neighborhood-form";
const gridTwo = "grid gap-6 sm:grid-cols-2";

type ListName = keyof typeof BLANK_ITEMS;
type Intents = Parameters<typeof ListItemActions>[0]["form"];

/**
 * A neighborhood guide in the admin: every field of its page (spec §3), lists that can be added to,
 * reordered and removed from, and whether visitors see it. A real form post: the server checks
 * every field and answers with a message beside each one; nothing is saved until all are right.
 */
export function NeighborhoodForm({
  slug,
  saved,
  version,
  answer,
  notice,
  action,
}: {
  slug: string;
  saved: NeighborhoodDraft;
  /** The stored guide's version (decision 037). */
  version: number;
  answer: DocumentAnswer | undefined;
  notice?: string;
  action: string;
}) {
  // The checkbox sends "yes" when ticked, as the rules read it.
  const stored = { ...saved, hidden: saved.hidden ? "yes" : "" };
  const [form, fields] = useDocumentForm({ id: FORM_ID, answer, defaultValue: stored });
  const saving = useSaveInFlight(action);
  const dirty = hasUnsavedChanges(form, stored, saving);
  useSaveAnswer(answer?.notice, FORM_ID);
  const status = answer?.notice ?? (notice ? { ok: true, message: notice } : undefined);
  const list = <List extends ListName>(name: List) => ({ form, list: name, field: fields[name] as unknown as ListField<List> });

  return (
    <div className="container-page py-10 sm:py-14">
      <AdminBackLink to={ADMIN_NEIGHBORHOODS_PATH}>All neighborhoods</AdminBackLink>
      <div className="mt-6">
        <AdminPageHeader
          title={saved.name}
          status={
            saved.hidden ? (
              <>Hidden from visitors: {neighborhoodPath(slug)} answers “Neighborhood Not Found” until you show it.</>
            ) : (
              <>
                The guide at{" "}
                <a
                  href={neighborhoodPath(slug)}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-lake underline underline-offset-2"
                >
                  {neighborhoodPath(slug)}
                  <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                </a>
                ; a save shows there at once.
              </>
            )
          }
          actions={
            <Button type="submit" form={FORM_ID} disabled={saving}>
              <SaveIcon aria-hidden="true" />
              {saving ? "Saving..." : "Save Neighborhood"}
            </Button>
          }
        />
      </div>
      <SaveStatus answer={status} />
      <VersionConflict answer={answer} formId={FORM_ID} />
      <Form id={form.id} method="post" action={action} onSubmit={form.onSubmit} noValidate className="mt-8 space-y-8">
        <BaseVersionField version={version} answer={answer} />
        <AdminSection
          id="neighborhood-card"
          title="Page and card"
          description="The hero of the guide, and the card on the neighborhood index and the home page."
        >
          <div className={gridTwo}>
            <TextField meta={fields.name} label="Name" hint="As in “Living in …”." />
            <TextField meta={fields.tagline} label="Tagline" />
          </div>
          <div className={gridTwo}>
            <ImageField
              form={form}
              meta={fields.heroImageUrl}
              label="Hero image"
              hint="A path on this site or an https:// address; also the home page's tile."
            />
            <ImageField
              form={form}
              meta={fields.cardImageUrl}
              label="Card image"
              required={false}
              hint="On the neighborhood index; empty uses the hero image."
            />
          </div>
          <TextField meta={fields.cardDescription} label="Card description" hint="One line on the town's card." />
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              key={fields.hidden.key}
              type="checkbox"
              name={fields.hidden.name}
              value="yes"
              defaultChecked={fields.hidden.initialValue === "yes"}
              className="mt-0.5 size-4 accent-lake"
            />
            <span>
              <span className="font-semibold">Hidden from visitors</span>
              <span className="block text-stone">
                Left out of the index, the home page, the footer and the sitemap; its address answers “Neighborhood Not Found”.
              </span>
            </span>
          </label>
        </AdminSection>

        <AdminSection id="neighborhood-overview" title="Overview" description="The guide's first section.">
          <LongTextField
            meta={fields.overviewContent}
            label="Overview"
            hint="Written in Markdown, as a post is; anything a page cannot show safely is removed when saved."
          />
          <TextField meta={fields.history} multiline required={false} label="History" />
          <TextField meta={fields.marketDescription} multiline required={false} label="Market description" />
          <TextField meta={fields.locationDescription} multiline required={false} label="Location description" />
          <div className="grid gap-6 sm:grid-cols-3">
            <TextField meta={fields.distanceToCharlotte} required={false} label="Miles to Charlotte" hint="0 for Charlotte itself." />
            <TextField meta={fields.distanceToLake} required={false} label="Miles to Lake Norman" hint="0 when on the lake." />
            <TextField meta={fields.averageHomePrice} required={false} label="Average home price" hint="As shown, e.g. $1.2M." />
          </div>
          <TextField meta={fields.marketTrends} multiline required={false} label="Market trends" />
          <h3 className="pt-2 text-xl text-ink">Prime neighborhoods</h3>
          <ItemList
            {...list("primeNeighborhoods")}
            what="Prime neighborhood"
            render={(item) => (
              <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
                <TextField meta={item.name} label="Name" />
                <TextField meta={item.description} required={false} label="Description" />
              </div>
            )}
          />
        </AdminSection>

        <AdminSection id="neighborhood-features" title={`Why People Love Living in ${saved.name}`} description="Key features, each with an icon.">
          <ItemList
            {...list("keyFeatures")}
            what="Key feature"
            render={(item) => (
              <>
                <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
                  <ChoiceField meta={item.icon} label="Icon" options={FEATURE_ICON_NAMES.map((icon) => [icon, icon.replace("-", " ")])} />
                  <TextField meta={item.title} label="Title" />
                </div>
                <TextField meta={item.description} multiline label="Description" />
              </>
            )}
          />
        </AdminSection>

        <AdminSection
          id="neighborhood-listings"
          title="Homes for Sale"
          description="Each card has a Get More Information button; the listing brokerage is named on it, as the MLS requires."
        >
          <ItemList
            {...list("featuredListings")}
            what="Listing"
            render={(item) => (
              <>
                <div className={gridTwo}>
                  <TextField meta={item.address} label="Address" />
                  <TextField meta={item.price} label="Price" hint="As shown, e.g. $1,895,000." />
                </div>
                <div className="grid gap-4 sm:grid-cols-4">
                  <TextField meta={item.beds} label="Beds" />
                  <TextField meta={item.baths} label="Baths" />
                  <TextField meta={item.sqft} label="Square feet" />
                  <TextField meta={item.lotSize} required={false} label="Lot size" />
                </div>
                <TextField meta={item.listingBrokerage} label="Listing brokerage" />
                <ImageField form={form} meta={item.imageUrl} label="Photo" hint="A path on this site or an https:// address." />
                <TextField meta={item.description} multiline label="Description" />
              </>
            )}
          />
        </AdminSection>

        <AdminSection id="neighborhood-schools" title="Schools" description="Each school links to its website; without one, to the district's or a map search.">
          <TextField meta={fields.schoolDistrictUrl} required={false} label="School district website" type="url" />
          <ItemList
            {...list("schools")}
            what="School"
            render={(item) => (
              <>
                <div className={gridTwo}>
                  <TextField meta={item.name} label="Name" />
                  <TextField meta={item.url} required={false} label="Website" type="url" />
                </div>
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField meta={item.type} label="Type" hint="E.g. Elementary, Middle, High." />
                  <TextField meta={item.grades} label="Grades" hint="E.g. K-5." />
                  <ChoiceField meta={item.category} label="Category" options={SCHOOL_CATEGORY_CHOICES} />
                </div>
              </>
            )}
          />
        </AdminSection>

        <AdminSection
          id="neighborhood-snapshot"
          title="Market Snapshot"
          description="Shown only when a figure is filled in, with the MLS disclaimer and the period set in Settings."
        >
          <div className="grid gap-6 sm:grid-cols-3">
            <TextField meta={fields.avgPrice} required={false} label="Average price" hint="In dollars, e.g. 1,250,000." />
            <TextField meta={fields.avgDaysOnMarket} required={false} label="Average days on market" />
            <TextField meta={fields.pricePerSqft} required={false} label="Price per square foot" hint="In dollars." />
          </div>
        </AdminSection>

        <AdminSection id="neighborhood-things-to-do" title="Things to Do">
          <h3 className="text-xl text-ink">Restaurants and coffee</h3>
          <ItemList
            {...list("restaurants")}
            what="Restaurant"
            render={(item) => (
              <>
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField meta={item.name} label="Name" />
                  <TextField meta={item.type} label="Type" hint="E.g. Coffee, Seafood." />
                  <TextField meta={item.url} required={false} label="Website" type="url" />
                </div>
                <TextField meta={item.description} multiline label="Description" />
              </>
            )}
          />
          <h3 className="pt-2 text-xl text-ink">Outdoor adventures</h3>
          <ItemList
            {...list("outdoorActivities")}
            what="Activity"
            render={(item) => (
              <>
                <TextField meta={item.name} label="Name" />
                <TextField meta={item.description} multiline label="Description" />
              </>
            )}
          />
          <h3 className="pt-2 text-xl text-ink">Local events</h3>
          <ItemList
            {...list("localEvents")}
            what="Event"
            render={(item) => (
              <>
                <TextField meta={item.name} label="Name" />
                <TextField meta={item.description} multiline label="Description" />
              </>
            )}
          />
        </AdminSection>

        <AdminSection
          id="neighborhood-market"
          title="Market data"
          description="The guide's market figures, report and homes for sale come from the MLS export's listings whose City is the guide's name, and from those with one of these postal codes or subdivisions (Market data in the navigation imports the export)."
        >
          <div className={gridTwo}>
            <TextField meta={fields.marketPostalCodes} required={false} label="Postal codes" hint="Separated by commas, e.g. 28036, 28031." />
            <TextField meta={fields.marketSubdivisions} required={false} label="Subdivisions" hint="As the MLS spells them, separated by commas." />
          </div>
        </AdminSection>

        <AdminSection
          id="neighborhood-search"
          title="Property search and map"
          description="The Search Homes frame and its Find Your Home link appear only with a search address."
        >
          <TextField meta={fields.boldtrailSearchUrl} required={false} label="Property search address" type="url" />
          <div className={gridTwo}>
            <TextField meta={fields.mapCenterLat} required={false} label="Map center latitude" hint="E.g. 35.4993." />
            <TextField meta={fields.mapCenterLng} required={false} label="Map center longitude" hint="E.g. -80.8487." />
          </div>
        </AdminSection>

        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            <SaveIcon aria-hidden="true" />
            {saving ? "Saving..." : "Save Neighborhood"}
          </Button>
        </div>
      </Form>
      <LeavePrompt dirty={dirty} />
    </div>
  );
}

/** The fields of one item of a list, by the names its blank item has. */
type ItemFields<List extends ListName> = { [Name in keyof (typeof BLANK_ITEMS)[List]]: FieldMetadata<string | undefined> };
type ListField<List extends ListName> = {
  name: string;
  errorId: string;
  errors?: string[];
  getFieldList(): Array<{ key: string; getFieldset(): ItemFields<List> }>;
};

/** One list of a guide: its items in order, each with move and remove, and a button to add one. */
function ItemList<List extends ListName>({
  form,
  list,
  field,
  what,
  render,
}: {
  form: Intents;
  list: List;
  field: ListField<List>;
  what: string;
  render: (item: ItemFields<List>) => ReactNode;
}) {
  const items = field.getFieldList();
  return (
    <div className="space-y-4">
      {items.map((item, index) => (
        <fieldset key={item.key} className="border border-line p-4 sm:p-5">
          <legend className="px-2 text-sm font-semibold text-ink">
            {what} {index + 1}
          </legend>
          <div className="space-y-4">{render(item.getFieldset())}</div>
          <div className="mt-4">
            <ListItemActions form={form} name={field.name} what={`${what.toLowerCase()} ${index + 1}`} index={index} count={items.length} removable />
          </div>
        </fieldset>
      ))}
      <FieldError id={field.errorId}>{field.errors?.[0]}</FieldError>
      <AddListItemButton
        form={form}
        name={field.name}
        label={`Add ${what.toLowerCase()}`}
        defaultValue={BLANK_ITEMS[list]}
        disabled={items.length >= NEIGHBORHOOD_LIMITS[list]}
      />
    </div>
  );
}
