import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ImportAnswer } from "#app/lib/import-screen.ts";

export const IMPORT_ACTION_PATH = "/admin/lake-advisor/import";

/**
 * Posts a form to the import route's action through a fetcher and resolves with that call's
 * answer, or undefined when it brought none. Each call carries a request id the action echoes, so
 * the answer of an earlier call never counts.
 */
export function useImportActionCall() {
  const fetcher = useFetcher<ImportAnswer>();
  const waiting = useRef<{ requestId: string; resolve: (answer: ImportAnswer | undefined) => void } | null>(null);

  useEffect(() => {
    const pending = waiting.current;
    if (fetcher.state !== "idle" || !pending) return;
    waiting.current = null;
    const answer = fetcher.data;
    pending.resolve(answer?.requestId === pending.requestId ? answer : undefined);
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  return useCallback(
    (form: FormData) =>
      new Promise<ImportAnswer | undefined>((resolve) => {
        const requestId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
        form.set("requestId", requestId);
        waiting.current?.resolve(undefined);
        waiting.current = { requestId, resolve };
        void submit(form, { method: "post", action: IMPORT_ACTION_PATH, encType: "multipart/form-data" });
      }),
    [submit],
  );
}
