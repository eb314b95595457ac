import { ExternalLink, LogOut } from "lucide-react";
import { Form, Link } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** The admin chrome: brand, who is signed in, a way back to the public site, and sign-out. */
export function AdminHeader({ administratorName }: { administratorName: string }) {
  return (
    <header className="border-b border-line bg-white">
      <div className="container-page flex min-h-20 flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
        <Link to="/admin/lake-advisor" aria-label="Blog administration home" className="flex shrink-0 items-center gap-4">
          <Logo />
          <span className="hidden border-l border-line pl-4 text-[0.68rem] font-semibold tracking-[0.24em] text-stone uppercase sm:inline">
            Admin
          </span>
        </Link>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <p className="text-sm text-stone">
            <span className="sr-only sm:not-sr-only">Signed in as </span>
            <span className="font-semibold text-ink">{administratorName}</span>
          </p>
          <Button asChild variant="ghost" size="sm">
            <Link to="/" target="_blank" rel="noopener">
              View site
              <ExternalLink aria-hidden="true" />
            </Link>
          </Button>
          <Form method="post" action="/admin/logout">
            <Button type="submit" variant="outline" size="sm">
              Sign out
              <LogOut aria-hidden="true" />
            </Button>
          </Form>
        </div>
      </div>
    </header>
  );
}
