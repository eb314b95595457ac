import { Form, useNavigation } from "react-router";
import { AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/path-fields.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, FieldHint, Input, Label } from "#app/components/ui/field.tsx";
import { formatRecoveryCode, TWO_FACTOR } from "#app/lib/two-factor-rules.ts";
import type { AccountAnswer, AccountIntent } from "#app/services/admin-account.server.ts";
import type { TwoFactorState } from "#app/services/two-factor.server.ts";

const FORM_ID = "two-factor";

/** A code field of one of the forms; its error shows when that form's button was the one answered. */
function CodeField({ intent, label, hint, answer, autoComplete }: { intent: AccountIntent; label: string; hint: string; answer: AccountAnswer | undefined; autoComplete: string }) {
  const id = `two-factor-${intent}-code`;
  const error = answer && !answer.ok && answer.intent === intent ? answer.errors.code : undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="code"
        type={intent === "disable" ? "password" : "text"}
        inputMode={intent === "disable" ? undefined : "numeric"}
        autoComplete={autoComplete}
        required
        maxLength={intent === "disable" ? 1024 : 12}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint ${id}-error`}
        className="mt-1.5 max-w-xs"
      />
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function IntentButton({ intent, children, variant = "primary" }: { intent: AccountIntent; children: string; variant?: "primary" | "outline" }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} variant={variant} disabled={busy}>
      {children}
    </Button>
  );
}

/** The codes just made, shown this once: only their hashes are kept. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div role="region" aria-labelledby="recovery-codes-heading" className="border border-gold bg-gold-light/40 p-5">
      <h3 id="recovery-codes-heading" className="text-xl text-ink">
        Your recovery codes
      </h3>
      <p className="mt-1 text-sm text-stone">
        Each code signs you in once if your phone is not at hand. Save them somewhere safe now: they are not shown again.
      </p>
      <ol className="mt-4 grid gap-2 font-mono text-sm text-ink sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="bg-white px-3 py-1.5">
            {formatRecoveryCode(code)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The account page's two-step sign-in: off, being set up (QR code and secret), or on. */
export function TwoFactorSettings({ state, answer }: { state: TwoFactorState; answer: AccountAnswer | undefined }) {
  useSaveAnswer(answer, FORM_ID);
  const recoveryCodes = answer?.ok ? answer.recoveryCodes : undefined;
  return (
    <div id={FORM_ID} className="space-y-6">
      <SaveStatus answer={answer} />
      <AdminSection id="two-factor-heading" title="Two-step sign-in" description="After your password, sign-in asks for a code from an authenticator app on your phone.">
        <p className="flex items-center gap-3 text-sm text-ink">
          Status:
          {state.enabled ? <Badge tone="green">On</Badge> : <Badge tone="neutral">Off</Badge>}
        </p>
        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}

        {state.enabled ? (
          <>
            <p className="text-sm text-stone">
              {state.unusedRecoveryCodes} of {TWO_FACTOR.recoveryCodeCount} recovery codes left.
            </p>
            <Form method="post" className="space-y-4 border-t border-line pt-6">
              <h3 className="text-xl text-ink">New recovery codes</h3>
              <CodeField intent="regenerate" label="Current code from your app" hint="Makes ten new codes; the old ones stop working." answer={answer} autoComplete="one-time-code" />
              <IntentButton intent="regenerate">Make new recovery codes</IntentButton>
            </Form>
            <Form method="post" className="space-y-4 border-t border-line pt-6">
              <h3 className="text-xl text-ink">Turn off</h3>
              <CodeField
                intent="disable"
                label="Your password or current code"
                hint="Sign-in then asks for your password only; the recovery codes stop working."
                answer={answer}
                autoComplete="current-password"
              />
              <IntentButton intent="disable" variant="outline">
                Turn off two-step sign-in
              </IntentButton>
            </Form>
          </>
        ) : state.enrolment ? (
          <div className="space-y-5">
            <ol className="list-decimal space-y-2 pl-5 text-sm text-stone">
              <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…) and add an account.</li>
              <li>Scan this QR code, or type the key below.</li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <svg
              role="img"
              aria-label="QR code for your authenticator app"
              viewBox={`0 0 ${state.enrolment.qr.size} ${state.enrolment.qr.size}`}
              shapeRendering="crispEdges"
              className="size-52 border border-line bg-white"
            >
              <path d={state.enrolment.qr.path} fill="#000" />
            </svg>
            <div>
              <p className="text-sm text-stone">Key for typing in by hand (time-based, 6 digits, 30 seconds):</p>
              <code id="two-factor-secret" className="mt-1 block font-mono text-base break-all text-ink">
                {state.enrolment.secret.match(/.{1,4}/g)?.join(" ")}
              </code>
            </div>
            <Form method="post" className="space-y-4">
              <CodeField intent="confirm" label="Code from your app" hint="Two-step sign-in starts once this code is right." answer={answer} autoComplete="one-time-code" />
              <div className="flex flex-wrap gap-3">
                <IntentButton intent="confirm">Turn on</IntentButton>
              </div>
            </Form>
            <Form method="post">
              <IntentButton intent="cancel" variant="outline">
                Cancel setup
              </IntentButton>
            </Form>
          </div>
        ) : (
          <Form method="post">
            <IntentButton intent="start">Set up two-step sign-in</IntentButton>
          </Form>
        )}
      </AdminSection>
    </div>
  );
}
