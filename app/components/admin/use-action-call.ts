import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Posts to a route action through a fetcher — JSON, or a multipart form when given FormData (a
 * file) — and resolves with that call's answer, or with undefined when it brought none. Each call
 * carries a request id the action echoes back as `requestId`, so the answer of an earlier call
 * never counts; a new call settles the one still waiting with undefined.
 */
export function useActionCall<Answer extends { requestId?: string }>(action: string) {
  const fetcher = useFetcher<Answer>();
  const waiting = useRef<{ requestId: string; resolve: (answer: Answer | undefined) => void } | null>(null);

  useEffect(() => {
    const pending = waiting.current;
    if (fetcher.state !== "idle" || !pending) return;
    waiting.current = null;
    // The action answers with plain JSON, so its serialised form is the answer itself.
    const answer = fetcher.data as Answer | undefined;
    pending.resolve(answer?.requestId === pending.requestId ? answer : undefined);
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  return useCallback(
    (body: FormData | { [key: string]: Json }) =>
      new Promise<Answer | undefined>((resolve) => {
        const requestId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
        waiting.current?.resolve(undefined);
        waiting.current = { requestId, resolve };
        if (body instanceof FormData) {
          body.set("requestId", requestId);
          void submit(body, { method: "post", action, encType: "multipart/form-data" });
        } else {
          void submit({ ...body, requestId }, { method: "post", action, encType: "application/json" });
        }
      }),
    [submit, action],
  );
}
