// Deposits across offers: which fall due together, and which offer is binding. Pure: days are
// calendar days (YYYY-MM-DD) on the applicant's calendar.

/** Two deposits due within this many days of each other fall due together. */
export const CLASH_DAYS = 7;

export type DueDeposit = { id: string; offerId: string; school: string; name: string; dueOn: string | null; binding: boolean };

export type DepositWarning =
  { kind: "clash"; schools: [string, string]; days: number; dueOn: [string, string] } | { kind: "binding"; school: string; name: string };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export function depositWarnings(deposits: readonly DueDeposit[]): DepositWarning[] {
  const warnings: DepositWarning[] = [];
  const dated = deposits.filter((deposit): deposit is DueDeposit & { dueOn: string } => deposit.dueOn !== null).sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  for (let i = 0; i < dated.length; i++) {
    for (let j = i + 1; j < dated.length; j++) {
      const a = dated[i]!;
      const b = dated[j]!;
      if (a.offerId === b.offerId) continue;
      const days = dayNumber(b.dueOn) - dayNumber(a.dueOn);
      if (days > CLASH_DAYS) break;
      warnings.push({ kind: "clash", schools: [a.school, b.school], days, dueOn: [a.dueOn, b.dueOn] });
    }
  }
  for (const deposit of deposits) if (deposit.binding) warnings.push({ kind: "binding", school: deposit.school, name: deposit.name });
  return warnings;
}

/** A deadline already passed is refused: "today" is the applicant's day. */
export const isPastDay = (day: string, today: string) => day < today;
