import { Form } from "react-router";
import { AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { useHydrated, zoneBeforeHydration } from "#app/components/admin/use-hydrated.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { SignedInSession } from "#app/services/admin-account.server.ts";

const whenFormat: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" };

/** Every browser signed in as this administrator, each but this one with its own "Sign out". */
export function SignedInSessions({ sessions }: { sessions: SignedInSession[] }) {
  const hydrated = useHydrated();
  const when = new Intl.DateTimeFormat("en-US", { ...whenFormat, ...(hydrated ? { timeZoneName: "short" } : zoneBeforeHydration({ withTime: true })) });
  const others = sessions.filter((session) => !session.current).length;
  return (
    <AdminSection
      id="sessions-heading"
      title="Signed-in devices"
      description="Every browser signed in to the admin as you. Sign out one you do not know, then change your password."
    >
      <ul className="divide-y divide-line border-y border-line">
        {sessions.map((session) => (
          <li key={session.key} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-ink">{session.device || "Unknown device"}</p>
              <p className="text-stone">
                Last seen <time dateTime={session.lastSeenAt}>{when.format(new Date(session.lastSeenAt))}</time>
                {session.address ? <span className="break-all"> · {session.address}</span> : null}
              </p>
            </div>
            {session.current ? (
              <Badge tone="green">This device</Badge>
            ) : (
              <Form method="post">
                <input type="hidden" name="session" value={session.key} />
                <Button type="submit" name="intent" value="sign-out-session" variant="outline" size="sm">
                  Sign out
                  <span className="sr-only">
                    {" "}
                    {session.device || "Unknown device"}
                    {session.address ? `, ${session.address}` : ""}
                  </span>
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <Button type="submit" name="intent" value="sign-out-others" variant="outline">
            Sign out everywhere else
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-stone">No other device is signed in.</p>
      )}
    </AdminSection>
  );
}
