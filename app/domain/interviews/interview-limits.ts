// Whether a mock interview fits in the voice time left: it is refused up front, with the time
// there is, rather than cut off half-way. null: it fits (or there is no cap).
export function interviewTooLong(interviewSeconds: number, remainingSeconds: number | null): string | null {
  if (remainingSeconds === null || remainingSeconds >= interviewSeconds) return null;
  const minutes = Math.floor(remainingSeconds / 60);
  const seconds = remainingSeconds % 60;
  const left = remainingSeconds <= 0 ? "no voice time" : `${minutes} min ${seconds} s of voice time`;
  return `This interview takes ${Math.round(interviewSeconds / 60)} minutes and you have ${left} left. Choose a plan with more voice time, or practice the video essay, which needs none.`;
}
