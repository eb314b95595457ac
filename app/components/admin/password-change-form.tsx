import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, FieldHint, Input, Label } from "#app/components/ui/field.tsx";
import { ADMIN_PASSWORD_MIN_LENGTH } from "#app/lib/constants.ts";
import type { AccountAnswer } from "#app/services/admin-account.server.ts";

type PasswordFieldName = "currentPassword" | "newPassword" | "confirmPassword";

function PasswordField({
  name,
  label,
  hint,
  autoComplete,
  answer,
}: {
  name: PasswordFieldName;
  label: string;
  hint?: string;
  autoComplete: string;
  answer: AccountAnswer | undefined;
}) {
  const id = `password-${name}`;
  const error = answer && !answer.ok && answer.intent === "password" ? answer.errors[name] : undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        minLength={name === "currentPassword" ? undefined : ADMIN_PASSWORD_MIN_LENGTH}
        maxLength={1024}
        aria-invalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
        className="mt-1.5 max-w-sm"
      />
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The current password and the new one twice; a change signs out every other device. */
export function PasswordChangeForm({ answer }: { answer: AccountAnswer | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  const form = useRef<HTMLFormElement>(null);
  // Without JavaScript the page comes back with empty fields; with it, they are emptied here.
  useEffect(() => {
    if (answer?.ok && answer.intent === "password") form.current?.reset();
  }, [answer]);
  return (
    <AdminSection id="password-heading" title="Password" description="Changing it signs out every other device; this one stays signed in.">
      <Form ref={form} method="post" className="space-y-4" noValidate>
        <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" answer={answer} />
        <PasswordField
          name="newPassword"
          label="New password"
          hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          answer={answer}
        />
        <PasswordField name="confirmPassword" label="New password again" autoComplete="new-password" answer={answer} />
        <Button type="submit" name="intent" value="password" disabled={busy}>
          Change password
        </Button>
      </Form>
    </AdminSection>
  );
}
