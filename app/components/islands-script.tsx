import { createContext, useContext } from "react";

const IslandsEntryContext = createContext<string | undefined>(undefined);

/** entry.server.tsx hands the islands script's URL (vite.islands.ts) to the document. */
export const IslandsEntryProvider = IslandsEntryContext.Provider;

/** The public pages' one script (decision 014). Only the server renders it: they never hydrate. */
export function IslandsScript({ nonce }: { nonce: string | undefined }) {
  const src = useContext(IslandsEntryContext);
  return src ? <script type="module" src={src} nonce={nonce} /> : null;
}
