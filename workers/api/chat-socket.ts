import { Hono } from "hono";
import { CHAT_ERRORS } from "../../app/domain/coach/chat";
import { ApiError } from "../api-error";
import { bookmarkFromCookies } from "../d1-bookmark";
import type { ApiEnv } from "../context";
import { isOwnOrigin } from "../same-origin";
import { requireHonoUser } from "./session-user";

// GET /api/chat/socket: a tab's live chat connection. The worker checks who is signed in and hands
// the upgrade to that user's object: the object is chosen from the session's user id only.
export const chatSocket = new Hono<ApiEnv>();

chatSocket.get("/", async (c) => {
  const app = c.get("app");
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") throw new ApiError("invalid_input", "Expected a WebSocket upgrade.");
  // Browsers send Origin on every WebSocket handshake and cookies go with it: a page of another
  // site must not open a socket in the user's name (cross-site WebSocket hijacking).
  if (!isOwnOrigin(c.req.raw, app.settings.APP_URL)) throw new ApiError("forbidden", "Cross-site requests are not allowed.");
  const user = await requireHonoUser(c, CHAT_ERRORS.signedOut);
  // The chat's reads start at this page's bookmark, so they hold what the browser wrote (its goals).
  return app.userObject(user.id).chat.openSocket(user.sessionId, bookmarkFromCookies(c.req.header("cookie") ?? null));
});
