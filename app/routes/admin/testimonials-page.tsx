import { data } from "react-router";
import { TestimonialsForm } from "#app/components/admin/testimonials-form.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { listTestimonials } from "#app/models/testimonials.server.ts";
import { notUnderstood } from "#app/lib/document-form.ts";
import { saveTestimonialsForm } from "#app/services/admin-testimonials.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import type { Route } from "./+types/testimonials-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Testimonials") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const rows = await listTestimonials(context.db);
  return { testimonials: rows.map(({ id, quote, author, details, imageUrl, onHome, onAbout }) => ({ id, quote, author, details, imageUrl, onHome, onAbout })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => null);
  const { status, answer } = form ? await saveTestimonialsForm(context.db, form) : notUnderstood();
  return data(answer, { status });
}

export default function AdminTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  return <TestimonialsForm saved={loaderData.testimonials} answer={actionData} />;
}
