import { useId } from "react";
import { type EnglishVariant, englishVariantNames, englishVariants } from "~/domain/feedback/english-variant";

/** US or UK English for the spelling check: where the writer meets it. */
export function EnglishChoice({ english, onEnglish, busy }: { english: EnglishVariant; onEnglish: (variant: EnglishVariant) => void; busy: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2 text-sm">
      <label htmlFor={id} className="text-slate-800">
        Spelling
      </label>
      <select
        id={id}
        value={english}
        disabled={busy}
        onChange={(event) => onEnglish(event.target.value as EnglishVariant)}
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {englishVariants.map((variant) => (
          <option key={variant} value={variant}>
            {englishVariantNames[variant]}
          </option>
        ))}
      </select>
    </div>
  );
}
