import { createContext, useContext } from "react";
import appCss from "#app/app.css?url";

const InlineStylesheetContext = createContext<string | undefined>(undefined);

/** entry.server.tsx hands the compiled stylesheet's text to the document (production builds only). */
export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

/**
 * The site's stylesheet. Public pages carry it inline: on a phone the separate request costs
 * a round trip before the first paint, more than its 14 KB (gzip) inside an HTML page that the
 * page cache serves compressed anyway (decision 014). Hydrated pages, and development with its
 * hot reload, link the file.
 */
export function PageStylesheet({ inline }: { inline: boolean }) {
  const css = useContext(InlineStylesheetContext);
  if (inline && css) return <style dangerouslySetInnerHTML={{ __html: css }} />;
  return <link rel="stylesheet" href={appCss} />;
}
