import { z } from "zod";

// What the debrief queue carries: ids only; the transcript stays in D1.
export const debriefMessageSchema = z.object({ interviewId: z.string().uuid(), userId: z.string().min(1).max(100) }).strict();
export type DebriefMessage = z.infer<typeof debriefMessageSchema>;
