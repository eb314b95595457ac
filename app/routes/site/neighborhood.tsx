import { data } from "react-router";
import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { findNeighborhoodBySlug } from "#app/models/neighborhoods.server.ts";
import type { Route } from "./+types/neighborhood";

export async function loader({ params, context }: Route.LoaderArgs) {
  const neighborhood = await findNeighborhoodBySlug(context.db, params.slug);
  if (!neighborhood) return data({ neighborhood: null }, { status: 404 });
  return { neighborhood: { name: neighborhood.name, tagline: neighborhood.tagline, heroImageUrl: neighborhood.heroImageUrl } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const neighborhood = loaderData?.neighborhood;
  if (!neighborhood) return [{ title: pageTitle("Neighborhood Not Found") }, { name: "robots", content: "noindex" }];
  return [
    { title: pageTitle(`Living in ${neighborhood.name}`) },
    { name: "description", content: neighborhood.tagline },
  ];
};

export default function NeighborhoodPage({ loaderData }: Route.ComponentProps) {
  const { neighborhood } = loaderData;
  if (!neighborhood) {
    return (
      <NotFoundMessage title="Neighborhood Not Found">
        <p>The neighborhood you're looking for doesn't exist</p>
        <HomeLink to="/neighborhood">Browse all neighborhoods</HomeLink>
      </NotFoundMessage>
    );
  }
  return (
    <PageHero image={neighborhood.heroImageUrl} eyebrow="Neighborhood guide" title={`Living in ${neighborhood.name}`}>
      <p>{neighborhood.tagline}</p>
    </PageHero>
  );
}
