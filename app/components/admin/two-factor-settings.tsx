import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { useHydrated } from "#app/components/admin/use-hydrated.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { FieldError, FieldHint, Input, Label } from "#app/components/ui/field.tsx";
import { formatRecoveryCode, RECOVERY_CODES_FILE_NAME, recoveryCodesText, TWO_FACTOR } from "#app/lib/two-factor-rules.ts";
import type { AccountAnswer, AccountIntent } from "#app/services/admin-account.server.ts";
import type { TwoFactorState } from "#app/services/two-factor.server.ts";

/** A code field of one of the forms; its error shows when that form's button was the one answered. */
function CodeField({
  intent,
  label,
  hint,
  answer,
  autoComplete,
}: {
  intent: AccountIntent;
  label: string;
  hint: string;
  answer: AccountAnswer | undefined;
  autoComplete: string;
}) {
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

/** The password that turning two-step sign-in on asks for. */
function PasswordField({ answer }: { answer: AccountAnswer | undefined }) {
  const id = "two-factor-confirm-password";
  const error = answer && !answer.ok && answer.intent === "confirm" ? answer.errors.password : undefined;
  return (
    <div>
      <Label htmlFor={id}>Your password</Label>
      <Input
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={1024}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        className="mt-1.5 max-w-xs"
      />
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

/**
 * The codes just made, shown this once (only their hashes are kept): a download that is a data:
 * link, so it works without JavaScript, and a copy button, which needs it and says so until then.
 */
function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const hydrated = useHydrated();
  const text = recoveryCodesText(codes, email);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Recovery codes copied. Paste them somewhere safe.");
    } catch {
      toast.error("This browser did not allow copying. Download the codes as a file instead.");
    }
  }
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
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={RECOVERY_CODES_FILE_NAME}
          className={buttonVariants({ variant: "primary", size: "sm" })}
        >
          Download as a text file
        </a>
        <Button variant="outline" size="sm" disabled={!hydrated} onClick={copy}>
          Copy codes
        </Button>
        {hydrated ? null : <span className="text-sm text-stone">Copying needs JavaScript: download the file or write the codes down.</span>}
      </div>
    </div>
  );
}

/** The account page's two-step sign-in: off, being set up (QR code and secret), or on. */
export function TwoFactorSettings({ state, answer, email }: { state: TwoFactorState; answer: AccountAnswer | undefined; email: string }) {
  const recoveryCodes = answer?.ok ? answer.recoveryCodes : undefined;
  return (
    <AdminSection
      id="two-factor-heading"
      title="Two-step sign-in"
      description="After your password, sign-in asks for a code from an authenticator app on your phone."
    >
      <p className="flex items-center gap-3 text-sm text-ink">
        Status:
        {state.enabled ? <Badge tone="green">On</Badge> : <Badge tone="neutral">Off</Badge>}
      </p>
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} email={email} /> : null}

      {state.enabled ? (
        <>
          <p className="text-sm text-stone">
            {state.unusedRecoveryCodes} of {TWO_FACTOR.recoveryCodeCount} recovery codes left.
          </p>
          <Form method="post" className="space-y-4 border-t border-line pt-6">
            <h3 className="text-xl text-ink">New recovery codes</h3>
            <CodeField
              intent="regenerate"
              label="Current code from your app"
              hint="Makes ten new codes; the old ones stop working."
              answer={answer}
              autoComplete="one-time-code"
            />
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
            <PasswordField answer={answer} />
            <CodeField
              intent="confirm"
              label="Code from your app"
              hint="Two-step sign-in starts once this code is right."
              answer={answer}
              autoComplete="one-time-code"
            />
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
  );
}
