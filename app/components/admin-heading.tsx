import type { ReactNode } from "react";

/** Title block of the admin screens. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="container-page py-16">
      <p className="eyebrow">The Lake Advisor · Admin</p>
      <h1 className="mt-3 text-4xl text-ink sm:text-5xl">{title}</h1>
      {children}
    </section>
  );
}
