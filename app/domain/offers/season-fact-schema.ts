import { z } from "zod";
import { currencies, parseAmount } from "../platform/money";
import { factTopics } from "./offer-types";

// What /admin/season-facts/:school accepts: a fact about a school's waitlist, deposits, cost or
// awards as a source states it (its words, page, owner and cycle), or the removal of one. The
// figures a page can use are read here, so a malformed one is refused at its field. "Wants
// nothing" is a fact like any other: a waitlist fact with updates "no" and no cadence.
// Server-side only.

export const MAX_CADENCE_DAYS = 120;
export const MAX_WORD_LIMIT = 5_000;

const tristate = z.enum(["yes", "no", "unknown"], { message: "Pick yes, no or not stated" }).default("unknown");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((text) => text || null)
    .optional();
const optionalWhole = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(20, `${label}: a whole number from 1 to ${max}`)
    .optional()
    .transform((text, context) => {
      if (!text) return null;
      const value = Number(text);
      if (!/^\d+$/.test(text) || value < 1 || value > max) {
        context.addIssue({ code: "custom", message: `${label}: a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return value;
    });
const pageDay = z
  .string()
  .trim()
  .max(10)
  .refine(
    (day) => day === "" || (/^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)),
    "Enter the page's date, such as 2026-09-01, or leave it empty",
  )
  .transform((day) => day || null)
  .optional();

const addFact = z
  .object({
    intent: z.literal("add"),
    topic: z.enum(factTopics, { message: "Pick what the fact is about" }),
    value: z.string({ message: "Write what the source says" }).trim().min(1, "Write what the source says").max(500, "At most 500 characters"),
    sourceUrl: z.url({ protocol: /^https?$/, message: "Give the page it was read on (https://…)" }).max(2_000),
    owner: z.enum(["school", "third-party"], { message: "Pick whose page it is" }),
    thirdParty: optionalText(120),
    cycle: z
      .string({ message: "Enter the cycle, such as 2026-2027" })
      .trim()
      .regex(/^\d{4}-\d{4}( \(inferred\)| c\.)?$/, "Enter the cycle, such as 2026-2027"),
    pageDate: pageDay,
    note: optionalText(300),
    acceptsUpdates: tristate,
    updatesWhen: optionalText(200),
    wordLimit: optionalWhole("Word limit", MAX_WORD_LIMIT),
    cadenceDays: optionalWhole("Cadence", MAX_CADENCE_DAYS),
    currency: z.enum(currencies, { message: "Pick a currency" }).optional(),
    amount: z.string().trim().max(24).optional(),
    refundable: tristate,
    binding: tristate,
  })
  .transform((input, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (input.owner === "third-party" && !input.thirdParty) issue("thirdParty", "Name the third party whose page it is");
    const waitlist = input.topic === "waitlist";
    if (!waitlist && (input.acceptsUpdates !== "unknown" || input.updatesWhen || input.wordLimit || input.cadenceDays))
      issue("topic", "Updates, timing, a word limit and a cadence belong to a waitlist fact");
    if (waitlist && input.acceptsUpdates === "no" && (input.wordLimit || input.cadenceDays))
      issue("cadenceDays", "A school that wants nothing from its waitlist has no word limit or cadence");
    const money = input.topic === "deposit" || input.topic === "cost";
    let amountMinor: number | null = null;
    if (input.amount) {
      if (!money) issue("amount", "Only a deposit or a cost of attendance has an amount");
      else if (!input.currency) issue("currency", "Pick the amount's currency");
      else {
        const parsed = parseAmount(input.amount, input.currency);
        if (parsed.ok) amountMinor = parsed.minor;
        else issue("amount", parsed.message);
      }
    }
    if (input.topic !== "deposit" && (input.refundable !== "unknown" || input.binding !== "unknown"))
      issue("refundable", "Refundable and binding belong to a deposit fact");
    const flag = (choice: "yes" | "no" | "unknown") => (choice === "unknown" ? null : choice === "yes");
    return {
      intent: "add" as const,
      fact: {
        topic: input.topic,
        value: input.value,
        sourceUrl: input.sourceUrl,
        sourceOwner: input.owner === "school" ? "school" : (input.thirdParty ?? ""),
        cycle: input.cycle,
        pageDate: input.pageDate ?? null,
        note: input.note ?? null,
        acceptsUpdates: waitlist && input.acceptsUpdates !== "unknown" ? input.acceptsUpdates : null,
        updatesWhen: waitlist ? (input.updatesWhen ?? null) : null,
        wordLimit: waitlist ? input.wordLimit : null,
        cadenceDays: waitlist ? input.cadenceDays : null,
        amountMinor,
        currency: amountMinor === null ? null : (input.currency ?? null),
        refundable: flag(input.refundable),
        binding: flag(input.binding),
      },
    };
  });

export const seasonFactActionSchema = z.discriminatedUnion("intent", [
  addFact,
  z.object({ intent: z.literal("remove"), id: z.string().trim().min(1).max(80) }),
]);

export type SeasonFactAction = z.infer<typeof seasonFactActionSchema>;
export type SeasonFactEdit = Extract<SeasonFactAction, { intent: "add" }>["fact"];
