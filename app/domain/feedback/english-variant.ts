// Which English the writing checks (and the model's comments on spelling) hold the text to. Kept
// apart from the spelling check itself, which loads a dictionary, so the editor can show the choice.

export const englishVariants = ["us", "uk"] as const;
export type EnglishVariant = (typeof englishVariants)[number];

/** No choice made yet: US English, as the checks always were. */
export const DEFAULT_ENGLISH_VARIANT: EnglishVariant = "us";

/** How each is named to the applicant. */
export const englishVariantNames: Record<EnglishVariant, string> = { us: "US English", uk: "UK English" };

/** The other one: the spelling a word may belong to when the writer's dictionary lacks it. */
export const otherVariant = (variant: EnglishVariant): EnglishVariant => (variant === "us" ? "uk" : "us");

const EXAMPLES: Record<EnglishVariant, string> = { us: "color, organize, program, center", uk: "colour, organise, programme, centre" };

/** What the model is told with the text, so its spelling comments (and any wording it suggests) follow the writer's English. */
export const englishNote = (variant: EnglishVariant) =>
  `The applicant writes ${englishVariantNames[variant]}: judge spelling by its conventions (${EXAMPLES[variant]}), never flag a word for being spelled that way, and keep that spelling in any wording you suggest.`;
