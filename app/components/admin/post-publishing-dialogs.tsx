import { ArrowRightLeftIcon, EyeOffIcon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";
import { postPath } from "#app/lib/post-editor-rules.ts";

/** Asks before a live or scheduled post goes back to draft (issue 12: "Unpublish", confirm first). */
export function UnpublishDialog({
  open,
  slug,
  live,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  slug: string;
  live: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogTitle>Unpublish this post?</AlertDialogTitle>
        <AlertDialogDescription>
          {live
            ? `It leaves the site at once: ${postPath(slug)} will answer “Post not found”, and the post drops out of The Lake Advisor, the sitemap and the RSS feed.`
            : "It will not go live on its scheduled date."}{" "}
          It stays here as a draft with everything you wrote, ready to publish again.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep It Published</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive hover:bg-ink" onClick={onConfirm}>
            <EyeOffIcon aria-hidden="true" />
            Unpublish Post
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export type SlugMoveChoice = "move" | "keep" | "cancel";

/**
 * Asks before a save moves a post that has been public to a new slug: its public address changes
 * (the old one redirects to it, decision 038), so the administrator chooses.
 */
export function SlugMoveDialog({ move, onChoose }: { move: { from: string; to: string } | null; onChoose: (choice: SlugMoveChoice) => void }) {
  return (
    <AlertDialog open={move !== null} onOpenChange={(next) => (next ? undefined : onChoose("cancel"))}>
      <AlertDialogContent>
        <AlertDialogTitle>Move this post to a new address?</AlertDialogTitle>
        <AlertDialogDescription>
          It has been public at <span className="font-mono break-all text-ink">{move ? postPath(move.from) : ""}</span>. Saving moves it to{" "}
          <span className="font-mono break-all text-ink">{move ? postPath(move.to) : ""}</span>, and the old address will redirect to it: links people have
          shared keep working.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => onChoose("keep")}>Keep Old Address</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive hover:bg-ink" onClick={() => onChoose("move")}>
            <ArrowRightLeftIcon aria-hidden="true" />
            Move Post
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Asks before a tab whose save met another one's throws its own changes away (decision 037). */
export function ReloadDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogTitle>Discard your changes?</AlertDialogTitle>
        <AlertDialogDescription>
          The page reloads with the post as it was saved elsewhere. What you changed in this tab since its last save is lost; earlier saves stay in Revisions.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep My Changes</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive hover:bg-ink" onClick={onConfirm}>
            Discard and Reload
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
