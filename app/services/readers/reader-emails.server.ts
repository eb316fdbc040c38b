import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions, readerComments, readerLinks, user } from "../../../db/schema";
import { READER_INVITATIONS_PER_DAY, readerDoneText, readerInvitationText } from "~/domain/readers/reader-emails";
import type { ReaderRole } from "~/domain/readers/reader-rules";
import type { Settings } from "~/settings.server";
import { hitRateLimit } from "../billing/rate-limit.server";
import { sendEmail } from "../platform/mailer.server";
import { emailPreferenceQuery, readerDoneEmailsOn } from "../platform/email-preferences.server";

// The e-mails of reader links, through the one mailer (a provider, or the local outbox). The
// invitation goes to the reader's address alone, when the applicant gave one, at most
// READER_INVITATIONS_PER_DAY a day per account so Scout cannot be used to mail strangers in bulk;
// it carries the link, which Scout keeps no copy of, so it is sent at once and never queued. The
// note to the applicant when a reader is done follows their e-mail setting.

type Deps = { settings: Settings; db: Database };
const DAY_MS = 86_400_000;

export type Invitation = { readerName: string; readerEmail: string; role: ReaderRole; lookFor: string; dueOn: string | null };
export type InvitationOutcome = "sent" | "limit" | "failed";

/** E-mails a new reader link to the reader; the link is made whatever this answers (the applicant can copy it). */
export async function sendReaderInvitation(
  { settings, db }: Deps,
  userId: string,
  essayId: string,
  invitation: Invitation,
  link: { url: string; expiresAt: Date; setOf?: number },
): Promise<InvitationOutcome> {
  const [applicants, essays] = await db.batch([
    db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId)),
    db
      .select({ school: essaySubmissions.school, essayTitle: essaySubmissions.essayTitle })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, essayId), eq(essaySubmissions.userId, userId))),
  ]);
  const applicant = applicants[0];
  const essay = essays[0];
  if (!applicant || !essay) return "failed";
  const limit = await hitRateLimit(db, `reader-invitations:${userId}`, { limit: READER_INVITATIONS_PER_DAY, windowMs: DAY_MS });
  if (!limit.allowed) return "limit";
  const text = readerInvitationText({
    applicant: applicant.name.trim() || applicant.email,
    readerName: invitation.readerName,
    role: invitation.role,
    school: essay.school,
    essayTitle: essay.essayTitle,
    lookFor: invitation.lookFor,
    dueOn: invitation.dueOn,
    link: link.url,
    expiresAt: link.expiresAt,
    setOf: link.setOf,
  });
  try {
    await sendEmail(settings, db, { to: invitation.readerEmail, userId, ...text });
    return "sent";
  } catch (error) {
    console.error("reader invitation not sent", { userId, error: String(error) });
    return "failed";
  }
}

/** Tells the applicant that a reader is done, unless they turned these e-mails off; false when nothing was sent. */
export async function sendReaderDone({ settings, db }: Deps, linkId: string, appUrl: string): Promise<boolean> {
  const link = await db
    .select({
      userId: readerLinks.userId,
      essayId: readerLinks.essayId,
      readerName: readerLinks.readerName,
      school: essaySubmissions.school,
      essayTitle: essaySubmissions.essayTitle,
      email: user.email,
      setSize: readerLinks.setSize,
      // A school's set: the comments on every essay of it.
      comments: sql<number>`(SELECT count(*) FROM ${readerComments} WHERE ${readerComments.linkId} IN
        (SELECT same.id FROM ${readerLinks} same WHERE same.id = ${readerLinks.id} OR same.set_token_hash = ${readerLinks.setTokenHash}))`,
    })
    .from(readerLinks)
    .innerJoin(essaySubmissions, and(eq(essaySubmissions.id, readerLinks.essayId), eq(essaySubmissions.userId, readerLinks.userId)))
    .innerJoin(user, eq(user.id, readerLinks.userId))
    .where(eq(readerLinks.id, linkId))
    .get();
  if (!link) return false;
  if (!readerDoneEmailsOn(await emailPreferenceQuery(db, link.userId))) return false;
  const text = readerDoneText({
    readerName: link.readerName,
    school: link.school,
    essayTitle: link.essayTitle,
    comments: link.comments,
    essayUrl: new URL(link.setSize ? `/app/schools/${encodeURIComponent(link.school)}/readers` : `/app/essays/${link.essayId}`, appUrl).toString(),
    setOf: link.setSize ?? undefined,
    settingsUrl: new URL("/account", appUrl).toString(),
  });
  try {
    await sendEmail(settings, db, { to: link.email, userId: link.userId, ...text });
    return true;
  } catch (error) {
    console.error("reader done e-mail not sent", { userId: link.userId, error: String(error) });
    return false;
  }
}
