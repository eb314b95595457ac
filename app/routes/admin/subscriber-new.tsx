import { UserPlusIcon } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { ConsentNoteField } from "#app/components/admin/consent-note-field.tsx";
import { AdminBackLink, AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, Input, Label, RequiredMark } from "#app/components/ui/field.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { ADMIN_SUBSCRIBER_NEW_PATH, ADMIN_SUBSCRIBERS_PATH } from "#app/lib/subscriber-status.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { addSubscriberByHand, type AddSubscriberAnswer } from "#app/services/subscriber-admin.server.ts";
import type { Route } from "./+types/subscriber-new";

const FORM_ID = "subscriber-new";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Add Subscriber") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const { status, answer } = await addSubscriberByHand(context.db, form, administrator.email);
  return data<AddSubscriberAnswer>(answer, { status });
}

/** Add Subscriber: an address the agent has consent for, subscribed at once with her note on how it was given. */
export default function AdminSubscriberNew({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ADMIN_SUBSCRIBER_NEW_PATH;
  useSaveAnswer(actionData, FORM_ID);
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminBackLink to={ADMIN_SUBSCRIBERS_PATH}>All subscribers</AdminBackLink>
      <div className="mt-6">
        <AdminPageHeader
          title="Add Subscriber"
          status="Someone who asked you for The Lake Advisor in person or elsewhere: subscribed at once, without a confirmation e-mail."
        />
      </div>
      <SaveStatus answer={actionData} />
      <div className="mt-8 max-w-2xl">
        <AdminSection id="subscriber-new-form" title="The subscriber">
          {/* A new key after each success empties the form for the next address. */}
          <Form key={actionData?.ok ? actionData.message : "form"} id={FORM_ID} method="post" action={ADMIN_SUBSCRIBER_NEW_PATH} className="space-y-6">
            <div>
              <Label htmlFor="subscriber-email">
                Email
                <RequiredMark />
              </Label>
              <Input
                key={refused?.values.email ?? ""}
                id="subscriber-email"
                name="email"
                type="email"
                autoComplete="off"
                required
                maxLength={254}
                defaultValue={refused?.values.email}
                aria-invalid={refused?.errors.email ? true : undefined}
                aria-describedby="subscriber-email-error"
              />
              <FieldError id="subscriber-email-error">{refused?.errors.email}</FieldError>
            </div>
            <ConsentNoteField id="subscriber-consent" defaultValue={refused?.values.consentNote} error={refused?.errors.consentNote} />
            <Button type="submit" disabled={busy}>
              <UserPlusIcon aria-hidden="true" />
              {busy ? "Adding..." : "Add Subscriber"}
            </Button>
          </Form>
        </AdminSection>
      </div>
    </div>
  );
}
