import { createContext, useContext } from "react";

// The id of the request that rendered this document (its X-Request-Id), for "quote this id to
// support" on an error page. The server render takes it from the load context; the browser reads
// it back from the document's <meta name="request-id"> before hydrating, so both render the same.
export const REQUEST_ID_META = "request-id";
const RequestIdContext = createContext<string>("");
export const RequestIdProvider = RequestIdContext.Provider;
export const useRequestId = () => useContext(RequestIdContext);
