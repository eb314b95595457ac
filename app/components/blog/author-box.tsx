import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { AgentPortrait } from "#app/components/agent-portrait.tsx";
import { site } from "#app/content/site.ts";

/** About the author, under the article; the agent's portrait and title when she wrote it. */
export function AuthorBox({ authorName }: { authorName: string }) {
  const settings = useSiteSettings();
  const isAgent = authorName === settings.agent.name;
  return (
    <aside aria-label="About the author" className="mt-16 flex flex-col gap-6 border-y border-line py-10 sm:flex-row sm:items-center">
      {isAgent ? <AgentPortrait size={112} className="size-28 shrink-0 rounded-full ring-2 ring-gold ring-offset-4 ring-offset-cream" /> : null}
      <div>
        <p className="eyebrow">Written by</p>
        <p className="mt-2 font-serif text-3xl text-ink">{authorName}</p>
        {isAgent ? (
          <>
            <p className="mt-1 text-sm text-stone">{settings.agent.titleLine}</p>
            <p className="mt-3 max-w-xl text-sm leading-relaxed text-stone">
              {settings.agent.firstName} writes {site.blogName} to help buyers and sellers make confident decisions about life on Lake Norman, Lake Wylie and in
              Charlotte.
            </p>
          </>
        ) : null}
      </div>
    </aside>
  );
}
