import { useEffect } from "react";
import { toast } from "sonner";
import { HomeLink, NotFoundMessage } from "#app/components/not-found-message.tsx";

/** Spec §8: a missing post shows "Post not found" on the page and as a toast. */
export function PostNotFound() {
  useEffect(() => {
    // After this commit's effects, so the toaster (mounted in the same commit) is listening.
    const timer = setTimeout(() => toast.error("Post not found"), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <NotFoundMessage title="Post not found">
      <p>This article may have moved or is no longer published.</p>
      <HomeLink to="/the-lake-advisor">Back to The Lake Advisor</HomeLink>
    </NotFoundMessage>
  );
}
