import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listConversations } from "~/services/chat.server";
import { getSessionUser } from "~/services/session.server";

// GET /app/chat/history: the Chat History panel (the user's conversations with message counts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return Response.json({ error: "Please log in." }, { status: 401 });
  const conversations = await listConversations(context.app.db, user.id);
  return Response.json({ conversations });
}
