import { ChevronDown, ExternalLink } from 'lucide-react';
import { Card } from '../../../../../components/ui/card';
import { BEST_PRACTICES, FAQ, RESOURCES } from './contribution-guide';
import { GuideStepList } from './guide-step-list';

/** How to Contribute (part-2 §2): the 8-step guide, best practices, resources and an FAQ. */
export function HowToContributeTab() {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="guide-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="guide-heading" className="text-lg font-semibold text-slate-900">
          From fork to pull request
        </h2>
        <GuideStepList />
      </section>
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Best practices</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
            {BEST_PRACTICES.map((practice) => (
              <li key={practice}>{practice}</li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Resources</h2>
          <ul className="mt-3 flex flex-col gap-3 text-sm">
            {RESOURCES.map((resource) => (
              <li key={resource.label}>
                <a
                  href={resource.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
                >
                  {resource.label}
                  <ExternalLink className="size-3.5" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <p className="text-slate-600">{resource.text}</p>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Frequently asked questions</h2>
          <div className="mt-3 flex flex-col divide-y divide-slate-100">
            {FAQ.map((item) => (
              <details key={item.question} className="group py-2">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded py-1 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown
                    className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    aria-hidden
                  />
                </summary>
                <p className="mt-1 text-sm text-slate-600">{item.answer}</p>
              </details>
            ))}
          </div>
        </Card>
      </div>
    </div>
  );
}
