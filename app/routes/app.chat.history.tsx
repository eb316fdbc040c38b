import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/web/session.server";

// GET /app/chat/history: the Chat History panel (the user's conversations with message counts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const conversations = await context.app.userObject(user.id).conversations.list();
  return Response.json({ conversations });
}
