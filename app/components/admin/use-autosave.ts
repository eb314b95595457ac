import { useEffect, useState } from "react";
import { createAutosave, type Autosave, type AutosaveStatus, type SaveKind } from "#app/lib/autosave.ts";
import { AUTOSAVE_DELAY_MS } from "#app/lib/constants.ts";

/**
 * The editor's save queue as a hook: `autosave.change()` after each edit; `saving` and `dirty` for
 * the header and the leave prompt. The latest `canAutosave` and `save` are always the ones used.
 */
export function useAutosave(options: { canAutosave: () => boolean; save: (kind: SaveKind) => Promise<boolean> }): {
  autosave: Autosave;
  status: AutosaveStatus;
} {
  const [status, setStatus] = useState<AutosaveStatus>({ saving: false, dirty: false });
  const [autosave] = useState(() => createAutosave({ ...options, delayMs: AUTOSAVE_DELAY_MS, onStatus: setStatus }));
  useEffect(() => {
    autosave.configure(options);
  });
  useEffect(() => {
    autosave.resume();
    return () => autosave.dispose();
  }, [autosave]);
  return { autosave, status };
}
