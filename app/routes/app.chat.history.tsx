import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listConversations } from "~/services/coach/chat.server";
import { requireApiUser } from "~/web/session.server";

// GET /app/chat/history: the Chat History panel (the user's conversations with message counts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const conversations = await listConversations(context.app.db, user.id);
  return Response.json({ conversations });
}
