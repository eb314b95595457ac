import type { ReactNode } from "react";

/** The centred "nothing here" panel used by the 404 page and missing records. */
export function NotFoundMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="font-serif text-8xl text-gold-dark sm:text-9xl">404</p>
      <h1 className="mt-4 text-4xl text-ink sm:text-5xl">{title}</h1>
      <div className="mt-4 max-w-md text-stone">{children}</div>
    </section>
  );
}

export function HomeLink({ to = "/", children = "Return to Home" }: { to?: string; children?: ReactNode }) {
  return (
    <a
      href={to}
      className="mt-8 inline-block text-sm font-semibold tracking-[0.16em] text-lake uppercase underline decoration-gold underline-offset-8 hover:text-ink"
    >
      {children}
    </a>
  );
}
