import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";
import "#app/widgets/page-toast/page-toast-names.ts";

const TITLE = "Post not found";

/** Spec §8: a missing post shows "Post not found" on the page and as a toast (widgets/page-toast). */
export function PostNotFound() {
  return (
    <NotFoundMessage title={TITLE}>
      <page-toast kind="error" title={TITLE} hidden />
      <p>This article may have moved or is no longer published.</p>
      <HomeLink to="/the-lake-advisor">Back to The Lake Advisor</HomeLink>
    </NotFoundMessage>
  );
}
