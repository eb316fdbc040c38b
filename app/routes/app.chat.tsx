import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { chatContexts } from "~/domain/chat";
import { createConversation } from "~/services/chat.server";
import { loadChatPanel } from "~/services/chat-panel.server";
import { getEssay } from "~/services/essays.server";
import { getSessionUser } from "~/services/session.server";

const signedOut = () => Response.json({ error: "Please log in to send messages." }, { status: 401 });

// GET /app/chat[?conversation=id]: the chat panel's data (the latest global conversation by
// default). Another user's conversation is a 404.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return signedOut();
  const id = new URL(request.url).searchParams.get("conversation");
  const panel = await loadChatPanel(context, user.id, id ? id.slice(0, 64) : null);
  if (!panel) return Response.json({ error: "Failed to load conversation" }, { status: 404 });
  return Response.json(panel);
}

const newChatSchema = z.object({ context: z.enum(chatContexts).default("global"), essayId: z.string().max(64).optional() });

// POST /app/chat: New Chat. An essay chat must name one of the user's own essays.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return signedOut();
  const parsed = newChatSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return Response.json({ error: "Failed to create new chat." }, { status: 400 });
  const { db } = context.app;
  const essay = parsed.data.context === "essay" && parsed.data.essayId ? await getEssay(db, user.id, parsed.data.essayId) : null;
  if (parsed.data.context === "essay" && !essay) return Response.json({ error: "Failed to create new chat." }, { status: 404 });
  const conversation = await createConversation(db, user.id, {
    context: parsed.data.context,
    essayId: essay?.id,
    essayTitle: essay?.essayTitle,
    school: essay?.school,
  });
  return Response.json({ conversation });
}
