import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The request's CSP nonce on the server; empty in the browser, which hides nonces anyway. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
