import { createContext, useContext } from "react";

// The per-request CSP nonce, set by the server render; empty in the browser (browsers hide it).
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
