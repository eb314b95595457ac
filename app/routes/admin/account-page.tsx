import { data } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { PasswordChangeForm } from "#app/components/admin/password-change-form.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { SignedInSessions } from "#app/components/admin/signed-in-sessions.tsx";
import { TwoFactorSettings } from "#app/components/admin/two-factor-settings.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { findAdministratorById } from "#app/models/administrators.server.ts";
import { accountAction, signedInSessions, type AccountSession } from "#app/services/admin-account.server.ts";
import { currentSessionIdHash, requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Config } from "#app/services/config.server.ts";
import { twoFactorState } from "#app/services/two-factor.server.ts";
import type { Route } from "./+types/account-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Account") },
  { name: "robots", content: "noindex" },
];

async function accountSession(request: Request, config: Config, administratorId: string): Promise<AccountSession> {
  return { administratorId, sessionIdHash: (await currentSessionIdHash(request, config)) ?? "" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await requireAdministrator(request, context.db, context.config);
  const administrator = await findAdministratorById(context.db, signedIn.id);
  if (!administrator) throw data("Not found", { status: 404 });
  return {
    email: administrator.email,
    sessions: await signedInSessions(context.db, await accountSession(request, context.config, administrator.id)),
    twoFactor: await twoFactorState(context.db, context.config.sessionSecrets, administrator),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const { status, answer } = await accountAction(
    context.db,
    context.config,
    await accountSession(request, context.config, administrator.id),
    form,
    context.clientIp,
  );
  return data(answer, { status });
}

const FORM_ID = "account";

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  useSaveAnswer(actionData, FORM_ID);
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <AdminPageHeader title="Account" status={`Signed in as ${loaderData.email}`} />
      <div id={FORM_ID} className="mt-8 space-y-6">
        <SaveStatus answer={actionData} />
        <PasswordChangeForm answer={actionData} />
        <SignedInSessions sessions={loaderData.sessions} />
        <TwoFactorSettings state={loaderData.twoFactor} answer={actionData} email={loaderData.email} />
      </div>
    </div>
  );
}
