// "Step N of 4" with its progress bar, shown on the sign-up steps.
export function StepIndicator({ step, of = 4 }: { step: number; of?: number }) {
  const percent = Math.round((step / of) * 100);
  return (
    <div className="mb-8">
      <p className="text-sm font-medium text-slate-700">{`Step ${step} of ${of}`}</p>
      <div
        role="progressbar"
        aria-label="Sign-up progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 w-full rounded-full bg-slate-200"
      >
        <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
