import { data, Link, redirect } from "react-router";
import { SoldPropertyForm, type SoldPropertyDraft } from "#app/components/admin/sold-property-form.tsx";
import type { SoldProperty } from "#app/db/schema.ts";
import { ADMIN_SOLD_PATH, SOLD_MESSAGES, soldAdminPath } from "#app/lib/admin-paths.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { deleteSoldProperty, findSoldProperty } from "#app/models/sold-properties.server.ts";
import { notUnderstood } from "#app/lib/document-form.ts";
import { saveSoldForm } from "#app/services/admin-sold.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/sold-edit";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, loaderData?.saved?.address ?? "Sold property not found") },
  { name: "robots", content: "noindex" },
];

function draftOf(home: SoldProperty): SoldPropertyDraft {
  return {
    mlsId: home.mlsId,
    address: home.address,
    city: home.city,
    price: String(home.price),
    beds: String(home.beds),
    baths: String(home.baths),
    sqft: String(home.sqft),
    lotSize: home.lotSize,
    saleDate: home.saleDate ?? "",
    listingBrokerage: home.listingBrokerage,
    description: home.description,
    imageUrl: home.imageUrl ?? "",
    photos: home.photos,
    homePosition: home.homePosition === null ? "" : String(home.homePosition),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const home = UUID.test(params.id) ? await findSoldProperty(context.db, params.id) : undefined;
  if (!home) return data({ saved: null, version: 0, notice: undefined }, { status: 404 });
  const added = new URL(request.url).searchParams.get("added") === "1";
  return { saved: draftOf(home), version: home.version, notice: added ? SOLD_MESSAGES.created : undefined };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  if (!UUID.test(params.id)) throw data(SOLD_MESSAGES.missing, { status: 404 });
  const form = await request.formData().catch(() => null);
  if (!form) return data(notUnderstood().answer, { status: 400 });
  if (form.get("intent") === "delete") {
    await deleteSoldProperty(context.db, params.id);
    throw redirect(`${ADMIN_SOLD_PATH}?deleted=1`);
  }
  const { status, answer } = await saveSoldForm(context.db, form, params.id);
  return data(answer, { status });
}

export default function AdminSoldEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.saved) {
    return (
      <div className="container-page py-14">
        <h1 className="text-4xl text-ink">Sold property not found</h1>
        <p className="mt-3 text-stone">{SOLD_MESSAGES.missing}</p>
        <Link to={ADMIN_SOLD_PATH} className="mt-6 inline-block text-sm font-semibold text-lake underline underline-offset-4">
          All sold properties
        </Link>
      </div>
    );
  }
  return (
    <SoldPropertyForm
      saved={loaderData.saved}
      answer={actionData}
      notice={loaderData.notice}
      action={soldAdminPath(params.id)}
      version={loaderData.version}
      canDelete
    />
  );
}
