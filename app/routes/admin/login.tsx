import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { ADMIN_PASSWORD_MIN_LENGTH } from "#app/lib/constants.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { safeRedirectTo } from "#app/lib/redirect-to.ts";
import {
  cancelPendingSignIn,
  getSignedInAdministrator,
  hasAdministrators,
  hasPendingSignIn,
  isFromThisSite,
  signIn,
  signInWithCode,
} from "#app/services/auth.server.ts";
import type { Route } from "./+types/login";
import { FieldHint, Input, Label } from "#app/components/ui/field.tsx";
import { HYDRATED_ROUTE } from "#app/lib/route-handle.ts";
import { signInPath } from "#app/lib/redirect-to.ts";
import { cacheControl } from "#app/lib/cache-control.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Sign in") },
  { name: "robots", content: "noindex" },
];

const NO_STORE = { "Cache-Control": cacheControl("no-store"), "X-Robots-Tag": "noindex" };

/** The admin is a React application in the browser too (decision 014). */
export const handle = HYDRATED_ROUTE;

export function headers() {
  return NO_STORE;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectTo(params.get("redirectTo"));
  if (await getSignedInAdministrator(request, context.db, context.config)) throw redirect(redirectTo);
  return data(
    {
      redirectTo,
      signedOut: params.get("signedOut") === "1",
      hasAdministrators: await hasAdministrators(context.db),
      // The password was right and two-step sign-in is on: this browser's sign-in waits for its code.
      codeStep: await hasPendingSignIn(request, context.db, context.config),
    },
    { headers: NO_STORE },
  );
}

/** Answers with several Set-Cookie headers (the session's and the pending sign-in's). */
function withCookies(setCookies: string[]): Headers {
  const headers = new Headers(NO_STORE);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isFromThisSite(request, context.config)) {
    return data({ error: "This form did not come from this site. Reload the page and try again.", email: "" }, { status: 403, headers: NO_STORE });
  }
  const form = await request.formData();
  const redirectTo = safeRedirectTo(form.get("redirectTo"));
  const intent = form.get("intent");
  if (intent === "restart") {
    throw redirect(signInPath(redirectTo), { headers: withCookies([await cancelPendingSignIn(request, context.db, context.config)]) });
  }
  if (intent === "code") {
    const code = String(form.get("code") ?? "").slice(0, 64);
    const result = await signInWithCode(context.db, context.config, { code, ip: context.clientIp, request });
    if (result.ok) throw redirect(redirectTo, { headers: withCookies(result.setCookies) });
    // A pending sign-in that has ended (its cookie cleared) shows the password form again, with why.
    return data({ error: result.error, email: "" }, { status: result.status, headers: withCookies(result.setCookies) });
  }
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  const result = await signIn(context.db, context.config, { email, password, ip: context.clientIp, request });
  if (!result.ok) return data({ error: result.error, email }, { status: result.status, headers: NO_STORE });
  // With two-step sign-in on, the page comes back asking for the code.
  throw redirect(result.codeNeeded ? signInPath(redirectTo) : redirectTo, { headers: withCookies([result.setCookie]) });
}

const SUBMIT_CLASS =
  "inline-flex h-12 w-full cursor-pointer items-center justify-center bg-ink px-6 text-xs font-semibold tracking-[0.16em] text-cream uppercase transition-colors hover:bg-lake disabled:cursor-wait disabled:opacity-70";

/** Sign-in's second step: the code from the authenticator app, or a recovery code. */
function CodeStep({ redirectTo, error, pending }: { redirectTo: string; error: string | undefined; pending: boolean }) {
  return (
    <div className="mt-7 space-y-5">
      <Form method="post" replace className="space-y-5">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="intent" value="code" />
        <p className="text-sm leading-relaxed text-stone">Two-step sign-in is on for this account.</p>
        <div
          role="alert"
          aria-live="assertive"
          className={error ? "border-l-4 border-destructive bg-destructive/5 px-4 py-3 text-sm text-destructive" : "sr-only"}
        >
          {error ?? ""}
        </div>
        <div>
          <Label htmlFor="sign-in-code">Code</Label>
          <Input
            id="sign-in-code"
            name="code"
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            required
            // The page asks for this one code: the cursor is where the answer goes.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            maxLength={64}
            aria-invalid={Boolean(error)}
            aria-describedby="sign-in-code-hint"
            className="mt-1.5"
          />
          <FieldHint id="sign-in-code-hint">The 6-digit code your authenticator app shows now, or one of your recovery codes.</FieldHint>
        </div>
        <button type="submit" disabled={pending} className={SUBMIT_CLASS}>
          {pending ? "Checking..." : "Verify"}
        </button>
      </Form>
      <Form method="post" replace>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="intent" value="restart" />
        <button type="submit" className="cursor-pointer text-xs font-semibold tracking-[0.16em] text-lake uppercase underline-offset-4 hover:underline">
          Start again
        </button>
      </Form>
    </div>
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/login") === true;
  const error = actionData?.error;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-cream px-5 py-12">
      <Link to="/" reloadDocument className="mb-10">
        <Logo />
        <span className="sr-only">, home</span>
      </Link>
      <section aria-labelledby="sign-in-heading" className="w-full max-w-md border border-line bg-white px-7 py-9 shadow-card sm:px-10">
        <p className="eyebrow">The Lake Advisor · Admin</p>
        <h1 id="sign-in-heading" className="mt-2 text-4xl text-ink">
          Sign in
        </h1>
        {loaderData.hasAdministrators && loaderData.codeStep ? (
          <CodeStep redirectTo={loaderData.redirectTo} error={error} pending={pending} />
        ) : loaderData.hasAdministrators ? (
          <Form method="post" replace className="mt-7 space-y-5">
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            {loaderData.signedOut && !error ? (
              <p role="status" className="border-l-4 border-gold bg-gold-light/50 px-4 py-3 text-sm text-ink">
                You have signed out.
              </p>
            ) : null}
            <div
              role="alert"
              aria-live="assertive"
              className={error ? "border-l-4 border-destructive bg-destructive/5 px-4 py-3 text-sm text-destructive" : "sr-only"}
            >
              {error ?? ""}
            </div>
            <div>
              <Label htmlFor="sign-in-email">Email</Label>
              <Input
                id="sign-in-email"
                name="email"
                type="email"
                autoComplete="username"
                required
                // The sign-in page's first field: nothing above it to read or skip.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                defaultValue={actionData?.email ?? ""}
                aria-invalid={Boolean(error)}
                className="mt-1.5"
              />
            </div>
            <div>
              <Label htmlFor="sign-in-password">Password</Label>
              <Input
                id="sign-in-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={Boolean(error)}
                className="mt-1.5"
              />
            </div>
            <button type="submit" disabled={pending} className={SUBMIT_CLASS}>
              {pending ? "Signing in..." : "Sign in"}
            </button>
          </Form>
        ) : (
          <div className="mt-6 space-y-4 text-sm leading-relaxed text-stone">
            <p className="text-base text-ink">There is no administrator yet, so nobody can sign in.</p>
            <p>Create the first one on the server, in either of these ways:</p>
            <ul className="list-disc space-y-3 pl-5">
              <li>
                Set <code className="bg-sand px-1.5 py-0.5 text-ink">ADMIN_EMAIL</code> and{" "}
                <code className="bg-sand px-1.5 py-0.5 text-ink">ADMIN_PASSWORD</code> (at least {ADMIN_PASSWORD_MIN_LENGTH} characters) in the environment or{" "}
                <code className="bg-sand px-1.5 py-0.5 text-ink">.env</code>, then restart the site.
              </li>
              <li>
                Or run <code className="bg-sand px-1.5 py-0.5 text-ink">npm run admin:create</code> in the project folder while the site is stopped (or at any
                time on PostgreSQL).
              </li>
            </ul>
            <p>Then reload this page to sign in.</p>
          </div>
        )}
      </section>
      <Link to="/" reloadDocument className="mt-8 text-xs font-semibold tracking-[0.16em] text-lake uppercase underline-offset-4 hover:underline">
        Back to the site
      </Link>
    </main>
  );
}
