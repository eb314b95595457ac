import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";

const TITLE = "Post not found";

/** Spec §8: a missing post shows "Post not found" on the page and as a toast (app/islands/page-toast.ts). */
export function PostNotFound() {
  return (
    <NotFoundMessage title={TITLE}>
      <span hidden data-island="page-toast" data-toast-type="error" data-toast-title={TITLE} />
      <p>This article may have moved or is no longer published.</p>
      <HomeLink to="/the-lake-advisor">Back to The Lake Advisor</HomeLink>
    </NotFoundMessage>
  );
}
