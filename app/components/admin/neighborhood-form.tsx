import { ExternalLinkIcon, SaveIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AdminBackLink, AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { LeavePrompt } from "#app/components/admin/leave-prompt.tsx";
import { LongTextField } from "#app/components/admin/long-text-field.tsx";
import {
  AddListItemButton,
  errorId,
  ImagePathField,
  ListItemActions,
  moved,
  PathField,
  PathSelect,
  SaveStatus,
  useDirty,
  useSaveAnswer,
  type PathErrors,
} from "#app/components/admin/path-fields.tsx";
import { BaseVersionField, VersionConflict } from "#app/components/admin/version-conflict.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { ADMIN_NEIGHBORHOODS_PATH } from "#app/lib/admin-paths.ts";
import { BLANK_ITEMS, type NeighborhoodDraft } from "#app/lib/neighborhood-draft.ts";
import { neighborhoodPath } from "#app/lib/neighborhood-path.ts";
import { FEATURE_ICON_NAMES, NEIGHBORHOOD_LIMITS, SCHOOL_CATEGORY_CHOICES } from "#app/lib/neighborhood-schema.ts";
import type { NeighborhoodAnswer } from "#app/services/admin-neighborhoods.server.ts";

const FORM_ID = "neighborhood-form";
const gridTwo = "grid gap-6 sm:grid-cols-2";

type ListName = keyof typeof BLANK_ITEMS;
type ItemOf<List extends ListName> = NeighborhoodDraft[List][number];
/** A list item with a key that stays with it while the list is reordered (an upload then fills its own item). */
type Keyed<Item> = Item & { key: string };
type KeyedLists = { [List in ListName]: Array<Keyed<ItemOf<List>>> };
type Scalars = Omit<NeighborhoodDraft, ListName>;

let keys = 0;
const keyed = <Item extends object>(item: Item): Keyed<Item> => ({ ...item, key: `item-${keys++}` });
const unkeyed = <Item extends object>({ key: _key, ...item }: Keyed<Item>) => item;

/** The values the server sent back with a refusal, over the saved guide (their lists as sent). */
function draftFrom(saved: NeighborhoodDraft, answer: NeighborhoodAnswer | undefined): NeighborhoodDraft {
  if (!answer || answer.ok) return saved;
  const sent = answer.values as Record<string, unknown>;
  const merged = { ...saved } as Record<string, unknown>;
  for (const [name, value] of Object.entries(sent)) {
    if (!(name in saved)) continue;
    if (name in BLANK_ITEMS) {
      const blank = BLANK_ITEMS[name as ListName];
      merged[name] = Array.isArray(value) ? value.map((item) => ({ ...blank, ...(typeof item === "object" ? item : {}) })) : [];
    } else if (typeof value === "string") merged[name] = value;
  }
  merged.hidden = sent.hidden === "yes";
  return merged as NeighborhoodDraft;
}

function splitDraft(draft: NeighborhoodDraft): { scalars: Scalars; lists: KeyedLists } {
  const lists = Object.fromEntries(Object.keys(BLANK_ITEMS).map((name) => [name, (draft[name as ListName] as object[]).map(keyed)])) as KeyedLists;
  const scalars = Object.fromEntries(Object.entries(draft).filter(([name]) => !(name in BLANK_ITEMS))) as Scalars;
  return { scalars, lists };
}

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
  answer: NeighborhoodAnswer | undefined;
  notice?: string;
  action: string;
}) {
  const [initial] = useState(() => splitDraft(draftFrom(saved, answer)));
  const [scalars, setScalars] = useState<Scalars>(initial.scalars);
  const [lists, setLists] = useState<KeyedLists>(initial.lists);
  // A list changed since the refusal has its messages dropped: they name items by their old places.
  const [changed, setChanged] = useState<{ since: NeighborhoodAnswer | undefined; lists: ReadonlySet<string> }>({ since: answer, lists: new Set() });
  const changedLists = changed.since === answer ? changed.lists : new Set<string>();
  const errors: PathErrors = Object.fromEntries(
    Object.entries(answer && !answer.ok ? answer.errors : {}).filter(([path]) => !changedLists.has(path.split(".")[0]!)),
  );
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formAction === action;
  const listValues = Object.fromEntries(Object.entries(lists).map(([name, items]) => [name, items.map(unkeyed)])) as Pick<NeighborhoodDraft, ListName>;
  // In the saved draft's key order, so an untouched form compares equal.
  const current = Object.fromEntries(
    Object.keys(saved).map((name) => [name, name in listValues ? listValues[name as ListName] : scalars[name as keyof Scalars]]),
  ) as NeighborhoodDraft;
  const dirty = JSON.stringify(current) !== JSON.stringify(saved);
  const isDirty = useDirty(dirty, saving);
  useSaveAnswer(answer, FORM_ID);

  const field = (name: Exclude<keyof Scalars, "hidden">) => ({
    errors,
    name,
    value: scalars[name],
    onChange: (value: string) => setScalars((draft) => ({ ...draft, [name]: value })),
  });
  const updateList = <List extends ListName>(list: List, change: (items: KeyedLists[List]) => KeyedLists[List], reordered = true) => {
    setLists((all) => ({ ...all, [list]: change(all[list]) }));
    if (reordered) setChanged({ since: answer, lists: new Set(changedLists).add(list) });
  };
  /** The props of one field of one list item, named by its path ("schools.2.url"). */
  const itemField = <List extends ListName>(list: List, index: number, item: Keyed<ItemOf<List>>, name: keyof ItemOf<List> & string) => ({
    errors,
    name: `${list}.${index}.${name}`,
    value: String(item[name]),
    onChange: (value: string) =>
      updateList(list, (items) => items.map((each) => (each.key === item.key ? { ...each, [name]: value } : each)) as KeyedLists[List], false),
  });
  const status = answer ?? (notice ? { ok: true as const, message: notice } : undefined);

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
      <Form id={FORM_ID} method="post" action={action} noValidate className="mt-8 space-y-8">
        <BaseVersionField version={version} answer={answer} />
        <AdminSection
          id="neighborhood-card"
          title="Page and card"
          description="The hero of the guide, and the card on the neighborhood index and the home page."
        >
          <div className={gridTwo}>
            <PathField {...field("name")} label="Name" hint="As in “Living in …”." />
            <PathField {...field("tagline")} label="Tagline" />
          </div>
          <div className={gridTwo}>
            <ImagePathField {...field("heroImageUrl")} label="Hero image" hint="A path on this site or an https:// address; also the home page's tile." />
            <ImagePathField {...field("cardImageUrl")} label="Card image" required={false} hint="On the neighborhood index; empty uses the hero image." />
          </div>
          <PathField {...field("cardDescription")} label="Card description" hint="One line on the town's card." />
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              name="hidden"
              value="yes"
              checked={scalars.hidden}
              onChange={(event) => setScalars((draft) => ({ ...draft, hidden: event.target.checked }))}
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
            {...field("overviewContent")}
            label="Overview"
            hint="Written in Markdown, as a post is; anything a page cannot show safely is removed when saved."
          />
          <PathField {...field("history")} multiline required={false} label="History" />
          <PathField {...field("marketDescription")} multiline required={false} label="Market description" />
          <PathField {...field("locationDescription")} multiline required={false} label="Location description" />
          <div className="grid gap-6 sm:grid-cols-3">
            <PathField {...field("distanceToCharlotte")} required={false} label="Miles to Charlotte" hint="0 for Charlotte itself." />
            <PathField {...field("distanceToLake")} required={false} label="Miles to Lake Norman" hint="0 when on the lake." />
            <PathField {...field("averageHomePrice")} required={false} label="Average home price" hint="As shown, e.g. $1.2M." />
          </div>
          <PathField {...field("marketTrends")} multiline required={false} label="Market trends" />
          <h3 className="pt-2 text-xl text-ink">Prime neighborhoods</h3>
          <ItemList
            list="primeNeighborhoods"
            items={lists.primeNeighborhoods}
            errors={errors}
            update={(change) => updateList("primeNeighborhoods", change)}
            what="Prime neighborhood"
            render={(item, index) => (
              <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
                <PathField {...itemField("primeNeighborhoods", index, item, "name")} label="Name" />
                <PathField {...itemField("primeNeighborhoods", index, item, "description")} required={false} label="Description" />
              </div>
            )}
          />
        </AdminSection>

        <AdminSection id="neighborhood-features" title={`Why People Love Living in ${saved.name}`} description="Key features, each with an icon.">
          <ItemList
            list="keyFeatures"
            items={lists.keyFeatures}
            errors={errors}
            update={(change) => updateList("keyFeatures", change)}
            what="Key feature"
            render={(item, index) => (
              <>
                <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
                  <PathSelect
                    {...itemField("keyFeatures", index, item, "icon")}
                    label="Icon"
                    options={FEATURE_ICON_NAMES.map((icon) => [icon, icon.replace("-", " ")])}
                  />
                  <PathField {...itemField("keyFeatures", index, item, "title")} label="Title" />
                </div>
                <PathField {...itemField("keyFeatures", index, item, "description")} multiline label="Description" />
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
            list="featuredListings"
            items={lists.featuredListings}
            errors={errors}
            update={(change) => updateList("featuredListings", change)}
            what="Listing"
            render={(item, index) => (
              <>
                <div className={gridTwo}>
                  <PathField {...itemField("featuredListings", index, item, "address")} label="Address" />
                  <PathField {...itemField("featuredListings", index, item, "price")} label="Price" hint="As shown, e.g. $1,895,000." />
                </div>
                <div className="grid gap-4 sm:grid-cols-4">
                  <PathField {...itemField("featuredListings", index, item, "beds")} label="Beds" />
                  <PathField {...itemField("featuredListings", index, item, "baths")} label="Baths" />
                  <PathField {...itemField("featuredListings", index, item, "sqft")} label="Square feet" />
                  <PathField {...itemField("featuredListings", index, item, "lotSize")} required={false} label="Lot size" />
                </div>
                <PathField {...itemField("featuredListings", index, item, "listingBrokerage")} label="Listing brokerage" />
                <ImagePathField {...itemField("featuredListings", index, item, "imageUrl")} label="Photo" hint="A path on this site or an https:// address." />
                <PathField {...itemField("featuredListings", index, item, "description")} multiline label="Description" />
              </>
            )}
          />
        </AdminSection>

        <AdminSection id="neighborhood-schools" title="Schools" description="Each school links to its website; without one, to the district's or a map search.">
          <PathField {...field("schoolDistrictUrl")} required={false} label="School district website" type="url" />
          <ItemList
            list="schools"
            items={lists.schools}
            errors={errors}
            update={(change) => updateList("schools", change)}
            what="School"
            render={(item, index) => (
              <>
                <div className={gridTwo}>
                  <PathField {...itemField("schools", index, item, "name")} label="Name" />
                  <PathField {...itemField("schools", index, item, "url")} required={false} label="Website" type="url" />
                </div>
                <div className="grid gap-4 sm:grid-cols-3">
                  <PathField {...itemField("schools", index, item, "type")} label="Type" hint="E.g. Elementary, Middle, High." />
                  <PathField {...itemField("schools", index, item, "grades")} label="Grades" hint="E.g. K-5." />
                  <PathSelect {...itemField("schools", index, item, "category")} label="Category" options={SCHOOL_CATEGORY_CHOICES} />
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
            <PathField {...field("avgPrice")} required={false} label="Average price" hint="In dollars, e.g. 1,250,000." />
            <PathField {...field("avgDaysOnMarket")} required={false} label="Average days on market" />
            <PathField {...field("pricePerSqft")} required={false} label="Price per square foot" hint="In dollars." />
          </div>
        </AdminSection>

        <AdminSection id="neighborhood-things-to-do" title="Things to Do">
          <h3 className="text-xl text-ink">Restaurants and coffee</h3>
          <ItemList
            list="restaurants"
            items={lists.restaurants}
            errors={errors}
            update={(change) => updateList("restaurants", change)}
            what="Restaurant"
            render={(item, index) => (
              <>
                <div className="grid gap-4 sm:grid-cols-3">
                  <PathField {...itemField("restaurants", index, item, "name")} label="Name" />
                  <PathField {...itemField("restaurants", index, item, "type")} label="Type" hint="E.g. Coffee, Seafood." />
                  <PathField {...itemField("restaurants", index, item, "url")} required={false} label="Website" type="url" />
                </div>
                <PathField {...itemField("restaurants", index, item, "description")} multiline label="Description" />
              </>
            )}
          />
          <h3 className="pt-2 text-xl text-ink">Outdoor adventures</h3>
          <ItemList
            list="outdoorActivities"
            items={lists.outdoorActivities}
            errors={errors}
            update={(change) => updateList("outdoorActivities", change)}
            what="Activity"
            render={(item, index) => (
              <>
                <PathField {...itemField("outdoorActivities", index, item, "name")} label="Name" />
                <PathField {...itemField("outdoorActivities", index, item, "description")} multiline label="Description" />
              </>
            )}
          />
          <h3 className="pt-2 text-xl text-ink">Local events</h3>
          <ItemList
            list="localEvents"
            items={lists.localEvents}
            errors={errors}
            update={(change) => updateList("localEvents", change)}
            what="Event"
            render={(item, index) => (
              <>
                <PathField {...itemField("localEvents", index, item, "name")} label="Name" />
                <PathField {...itemField("localEvents", index, item, "description")} multiline label="Description" />
              </>
            )}
          />
        </AdminSection>

        <AdminSection
          id="neighborhood-search"
          title="Property search and map"
          description="The Search Homes frame and its Find Your Home link appear only with a search address."
        >
          <PathField {...field("boldtrailSearchUrl")} required={false} label="Property search address" type="url" />
          <div className={gridTwo}>
            <PathField {...field("mapCenterLat")} required={false} label="Map center latitude" hint="E.g. 35.4993." />
            <PathField {...field("mapCenterLng")} required={false} label="Map center longitude" hint="E.g. -80.8487." />
          </div>
        </AdminSection>

        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            <SaveIcon aria-hidden="true" />
            {saving ? "Saving..." : "Save Neighborhood"}
          </Button>
        </div>
      </Form>
      <LeavePrompt dirty={dirty} isDirty={isDirty} />
    </div>
  );
}

/** One list of a guide: its items in order, each with move and remove, and a button to add one. */
function ItemList<List extends ListName>({
  list,
  what,
  items,
  errors,
  update,
  render,
}: {
  list: List;
  what: string;
  items: KeyedLists[List];
  errors: PathErrors;
  update: (change: (items: KeyedLists[List]) => KeyedLists[List]) => void;
  render: (item: Keyed<ItemOf<List>>, index: number) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      {items.map((item, index) => (
        <fieldset key={item.key} className="border border-line p-4 sm:p-5">
          <legend className="px-2 text-sm font-semibold text-ink">
            {what} {index + 1}
          </legend>
          <div className="space-y-4">{render(item as Keyed<ItemOf<List>>, index)}</div>
          <div className="mt-4">
            <ListItemActions
              what={`${what.toLowerCase()} ${index + 1}`}
              index={index}
              count={items.length}
              removable
              onMove={(from, to) => update((all) => moved(all, from, to) as KeyedLists[List])}
              onRemove={() => update((all) => all.filter((each) => each.key !== item.key) as KeyedLists[List])}
            />
          </div>
        </fieldset>
      ))}
      <FieldError id={errorId(list)}>{errors[list]}</FieldError>
      <AddListItemButton
        label={`Add ${what.toLowerCase()}`}
        items={what.toLowerCase().replace(/y$/, "ie") + "s"}
        disabled={items.length >= NEIGHBORHOOD_LIMITS[list]}
        onAdd={() => update((all) => [...all, keyed({ ...BLANK_ITEMS[list] })] as KeyedLists[List])}
      />
    </div>
  );
}
