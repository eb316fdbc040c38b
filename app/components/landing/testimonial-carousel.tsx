import { testimonials } from "~/catalogue/landing-copy";

// The first testimonial; with the page's script (enhance.js) a carousel that advances every 4 s
// and loops, pauses while hovered or focused and with its pause button, and is announced only
// when the user moves it (WAI-ARIA carousel pattern). Its controls show only where they work.
export function TestimonialCarousel() {
  return (
    <section aria-roledescription="carousel" aria-label="What applicants say" className="mx-auto max-w-3xl px-4 py-16" data-carousel="">
      <div aria-live="off" className="min-h-32 text-center">
        {testimonials.map((testimonial, index) => (
          <figure key={testimonial.quote} data-slide="" hidden={index !== 0} aria-roledescription="slide" aria-label={`${index + 1} of ${testimonials.length}`}>
            <blockquote className="text-xl text-slate-900">“{testimonial.quote}”</blockquote>
            <figcaption className="mt-3 text-sm text-slate-700">{testimonial.who}</figcaption>
          </figure>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-2" data-carousel-controls="" hidden>
        <button type="button" data-carousel-prev="" className="rounded-md px-3 py-2 text-sm hover:bg-slate-100" aria-label="Previous testimonial">
          ←
        </button>
        <button type="button" data-carousel-pause="" className="rounded-md px-3 py-2 text-sm hover:bg-slate-100">
          Pause
        </button>
        <button type="button" data-carousel-next="" className="rounded-md px-3 py-2 text-sm hover:bg-slate-100" aria-label="Next testimonial">
          →
        </button>
      </div>
    </section>
  );
}
