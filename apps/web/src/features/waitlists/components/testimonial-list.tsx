import { Quote } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** Three short quotes from people who went through it. */
export function TestimonialList({ title, testimonials }: { title: string; testimonials: readonly Testimonial[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className="flex">
            <Card className="flex flex-1 flex-col">
              <figure className="flex flex-1 flex-col">
                <Quote className="size-6 text-brand-500" aria-hidden />
                <blockquote className="mt-3 flex-1 text-slate-700">{testimonial.quote}</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-slate-500">{testimonial.role}</span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
