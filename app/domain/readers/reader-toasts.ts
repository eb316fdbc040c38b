import type { Toast } from "../platform/toast";

/** What the applicant is told of a new link: whether the reader was e-mailed it, and that the link is shown once. */
export function linkMadeToast(readerName: string, until: string, mailed: "sent" | "limit" | "failed" | null): Toast {
  const copy = `Scout keeps no copy of it. It opens until ${until}.`;
  if (mailed === "sent") return { title: "Link made and e-mailed", description: `${readerName} has it by e-mail. ${copy}` };
  if (mailed === "limit")
    return { title: "Link made, not e-mailed", description: `You sent the most invitations for today: copy the link for ${readerName} now. ${copy}` };
  if (mailed === "failed")
    return { title: "Link made, not e-mailed", description: `The e-mail could not be sent: copy the link for ${readerName} now. ${copy}` };
  return { title: "Link made", description: `Copy it now for ${readerName}: ${copy}` };
}
