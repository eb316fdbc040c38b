import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { CHAT_ERRORS, chatContexts } from "~/domain/coach/chat";
import { loadChatPanel } from "~/services/coach/chat-panel.server";
import { getEssay } from "~/services/essays/essays.server";
import { jsonError } from "~/web/http-errors.server";
import { readForm } from "~/web/intent-action.server";
import { requireApiUser } from "~/web/session.server";

// GET /app/chat[?conversation=id | ?essay=id]: the chat panel's data (a conversation picked in
// History; on an essay, that essay's; the latest global conversation otherwise). Another user's
// conversation or essay is a 404.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request, CHAT_ERRORS.signedOut);
  const params = new URL(request.url).searchParams;
  const conversationId = params.get("conversation")?.slice(0, 64);
  const essayId = params.get("essay")?.slice(0, 64);
  const { usage, conversations } = context.app.userObject(user.id);
  const panel = await loadChatPanel(
    { db: context.app.db, usage, conversations, aiConfigured: context.app.publicSettings.aiConfigured },
    user.id,
    conversationId ? { conversationId } : essayId ? { essayId } : null,
  );
  if (!panel) return jsonError(context, "not_found", "Failed to load conversation");
  return Response.json(panel);
}

const newChatSchema = z.object({ context: z.enum(chatContexts).default("global"), essayId: z.string().max(64).optional() });

// POST /app/chat: New Chat. An essay chat must name one of the user's own essays.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(context, request, CHAT_ERRORS.signedOut);
  const submission = readForm(await request.formData(), newChatSchema);
  if (submission.status !== "success") return jsonError(context, "invalid_input", CHAT_ERRORS.newChatFailed);
  const { db } = context.app;
  const chat = submission.value;
  const essay = chat.context === "essay" && chat.essayId ? await getEssay(db, user.id, chat.essayId) : null;
  if (chat.context === "essay" && !essay) return jsonError(context, "not_found", CHAT_ERRORS.newChatFailed);
  const conversation = await context.app.userObject(user.id).conversations.create({
    context: chat.context,
    essayId: essay?.id,
    essayTitle: essay?.essayTitle,
    school: essay?.school,
  });
  return Response.json({ conversation });
}
