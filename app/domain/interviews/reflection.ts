// The HBS post-interview reflection (#32): due within 24 hours of the interview, which HBS asks
// applicants to write as a note after a meeting, not another essay.
export const REFLECTION_DUE_MS = 24 * 3_600_000;

export const REFLECTION_GUIDANCE =
  "HBS asks for this within 24 hours: a reflection after a meeting, not another formal essay. Write it yourself, without outside help.";

export const reflectionTitle = (endedAt: string) => `Post-interview reflection (${endedAt} UTC)`;
