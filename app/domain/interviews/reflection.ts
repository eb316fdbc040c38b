// The practice reflection after an application-based mock interview: HBS asks applicants for a
// reflection within 24 hours of the real interview, a note after a meeting, not another essay.
export const REFLECTION_DUE_MS = 24 * 3_600_000;

export const REFLECTION_LIMIT = 10_000;

export const REFLECTION_GUIDANCE =
  "Practice for HBS's post-interview reflection, which it asks for within 24 hours of the real interview: a note after a meeting, not another formal essay. Write it yourself. It stays with this mock interview and is never part of your application.";
