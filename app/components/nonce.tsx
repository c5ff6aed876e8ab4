import { createContext, useContext } from "react";

/**
 * The per-response CSP nonce. Only the server render has one; browsers hide
 * the attribute after load, so the client renders with an empty value.
 */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
