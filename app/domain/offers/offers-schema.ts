import { z } from "zod";
import { MAX_CRITERIA, MAX_SCORE, MAX_WEIGHT } from "./comparison";
import { currencies, parseAmount, parseRate } from "../platform/money";
import { ITEM_NAME_LIMIT, NEGOTIATION_LIMIT, SCHOOL_NAME_LIMIT } from "./offer-rules";

// What /app/offers accepts. Server-side only. Amounts are read into minor units here, so a
// negative or malformed amount is refused at its field before a service sees it.

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const school = z.string({ message: "Pick the school" }).trim().min(1, "Pick the school").max(SCHOOL_NAME_LIMIT);
const currency = z.enum(currencies, { message: "Pick a currency" });
const day = (missing: string) =>
  z
    .string({ message: missing })
    .trim()
    .min(1, missing)
    .regex(DATE_PATTERN, "Enter a date such as 2027-04-15")
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) && value <= "2099-12-31";
    }, "Enter a real date");
const optionalDay = z.preprocess((value) => (value === "" ? undefined : value), day("Enter the deadline").optional());
const amountText = z.string({ message: "Enter the amount" }).trim().min(1, "Enter the amount").max(24, "Enter an amount such as 12,500.00");

const cost = z
  .object({
    intent: z.literal("cost"),
    school,
    source: z.enum(["school", "own"], { message: "Pick the school's figure or your own" }),
    factId: z.string().trim().max(80).optional(),
    currency: currency.optional(),
    amount: z.string().trim().max(24).optional(),
  })
  .transform((input, context) => {
    if (input.source === "school") {
      if (!input.factId) context.addIssue({ code: "custom", path: ["factId"], message: "Pick the school's figure" });
      return { intent: input.intent, school: input.school, source: "school" as const, factId: input.factId ?? "" };
    }
    if (!input.currency) context.addIssue({ code: "custom", path: ["currency"], message: "Pick a currency" });
    const parsed = input.currency ? parseAmount(input.amount ?? "", input.currency) : null;
    if (parsed && !parsed.ok) context.addIssue({ code: "custom", path: ["amount"], message: input.amount ? parsed.message : "Enter the amount" });
    return {
      intent: input.intent,
      school: input.school,
      source: "own" as const,
      currency: input.currency ?? "USD",
      amountMinor: parsed?.ok ? parsed.minor : 0,
    };
  });

const item = z.object({
  intent: z.literal("item"),
  school,
  kind: z.enum(["award", "deposit"], { message: "Pick award or deposit" }),
  name: z.string({ message: "Name it" }).trim().min(1, "Name it").max(ITEM_NAME_LIMIT, `At most ${ITEM_NAME_LIMIT} characters`),
  amount: amountText,
  dueOn: optionalDay,
  refundable: z.enum(["yes", "no", "unknown"]).default("unknown"),
  binding: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});

const draft = z.string().max(NEGOTIATION_LIMIT, `At most ${NEGOTIATION_LIMIT} characters`).default("");
const scoreValue = z.coerce.number().int().min(0, "0 to 10").max(MAX_SCORE, "0 to 10");

export const offersActionSchema = z.discriminatedUnion("intent", [
  cost,
  item,
  z.object({ intent: z.literal("remove-item"), itemId: z.string().trim().min(1).max(64) }),
  z.object({
    intent: z.literal("criteria"),
    names: z.array(z.string().trim().max(60, "At most 60 characters")).max(MAX_CRITERIA).default([]),
    weights: z.array(z.coerce.number().int().min(0, "0 to 10").max(MAX_WEIGHT, "0 to 10")).max(MAX_CRITERIA).default([]),
  }),
  z.object({
    intent: z.literal("scores"),
    school,
    criterionIds: z.array(z.string().max(64)).max(MAX_CRITERIA).default([]),
    scores: z.array(scoreValue).max(MAX_CRITERIA).default([]),
  }),
  z
    .object({
      intent: z.literal("rates"),
      baseCurrency: currency,
      currencies: z.array(currency).max(currencies.length).default([]),
      rates: z.array(z.string().max(20)).max(currencies.length).default([]),
    })
    .transform((input, context) => {
      const micros: Record<string, number> = {};
      input.currencies.forEach((code, index) => {
        const typed = input.rates[index]?.trim() ?? "";
        if (!typed) return;
        const parsed = parseRate(typed);
        if (!parsed.ok) context.addIssue({ code: "custom", path: [`rates[${index}]`], message: parsed.message });
        else micros[code] = parsed.micro;
      });
      return { intent: input.intent, baseCurrency: input.baseCurrency, ratesMicro: micros };
    }),
  z.object({ intent: z.literal("negotiation-save"), school, draft }),
  z.object({ intent: z.literal("negotiation-critique"), school, draft }),
  z.object({ intent: z.literal("negotiation-sent"), school, sentOn: day("Enter the day you sent it") }),
  z.object({ intent: z.literal("negotiation-answered"), school, answeredOn: day("Enter the day the school answered") }),
]);

export type OffersActionInput = z.infer<typeof offersActionSchema>;
