// Video essay practice: a question drawn at random from the bank (never the one just asked,
// when there is another), then a preparation countdown, a fixed answer time and a few attempts.
export function drawQuestion(bank: string[], previous: string | null, random: () => number = Math.random): string | null {
  const choices = bank.length > 1 && previous !== null ? bank.filter((question) => question !== previous) : bank;
  if (!choices.length) return null;
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]!;
}

/** Seconds left until a deadline, rounded up (0 once it has passed). */
export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));
