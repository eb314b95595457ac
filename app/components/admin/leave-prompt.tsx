import { useEffect } from "react";
import { useBlocker } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";

/**
 * Asks before leaving a form with unsaved changes: a dialog for links inside the site, the
 * browser's own prompt for reloads, closing the tab and other sites. `isDirty`, when given, is read
 * at the moment of leaving (the post editor's autosave changes between renders); else `dirty` is.
 */
export function LeavePrompt({ dirty, isDirty = () => dirty }: { dirty: boolean; isDirty?: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, isDirty]);

  return (
    <AlertDialog open={blocker.state === "blocked"}>
      <AlertDialogContent onEscapeKeyDown={() => blocker.reset?.()}>
        <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
        <AlertDialogDescription>You have unsaved changes. If you leave this page now, they will be lost.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocker.reset?.()}>Stay on this page</AlertDialogCancel>
          <AlertDialogAction onClick={() => blocker.proceed?.()} className="bg-destructive hover:bg-ink">
            Leave
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
