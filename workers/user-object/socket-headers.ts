// Set by the worker when it forwards a signed-in user's chat socket to their object. The object is
// never reachable from the internet directly, so these headers cannot come from a browser.
export const SOCKET_USER_HEADER = "x-scout-user-id";
export const SOCKET_SESSION_HEADER = "x-scout-session-id";
/** The D1 bookmark of the page that opened the socket: the chat's reads start there (read-your-writes). */
export const SOCKET_BOOKMARK_HEADER = "x-scout-d1-bookmark";
