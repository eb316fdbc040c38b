import { useEffect, useState } from "react";
import { testimonials } from "~/catalogue/landing-copy";

const ADVANCE_MS = 4_000;

// Advances every 4 s and loops. Pauses while hovered or focused and with its pause button,
// and is announced only when the user moves it (WAI-ARIA carousel pattern).
export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const rotating = !hovered && !focused && !paused;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % testimonials.length), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating]);
  const move = (step: number) => setIndex((current) => (current + step + testimonials.length) % testimonials.length);
  const current = testimonials[index]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="What applicants say"
      className="mx-auto max-w-3xl px-4 py-16"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? "off" : "polite"} className="min-h-32 text-center">
        <figure aria-roledescription="slide" aria-label={`${index + 1} of ${testimonials.length}`}>
          <blockquote className="text-xl text-slate-900">“{current.quote}”</blockquote>
          <figcaption className="mt-3 text-sm text-slate-700">{current.who}</figcaption>
        </figure>
      </div>
      <div className="mt-6 flex items-center justify-center gap-2">
        <button type="button" onClick={() => move(-1)} className="rounded-md px-3 py-2 text-sm hover:bg-slate-100" aria-label="Previous testimonial">
          ←
        </button>
        <button type="button" onClick={() => setPaused((value) => !value)} className="rounded-md px-3 py-2 text-sm hover:bg-slate-100">
          {paused ? "Play" : "Pause"}
        </button>
        <button type="button" onClick={() => move(1)} className="rounded-md px-3 py-2 text-sm hover:bg-slate-100" aria-label="Next testimonial">
          →
        </button>
      </div>
    </section>
  );
}
