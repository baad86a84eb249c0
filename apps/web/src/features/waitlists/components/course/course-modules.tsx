import { CheckCircle2 } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { COURSE_MODULES } from './course-content';

/** The four modules, two weeks each. */
export function CourseModules() {
  return (
    <section aria-labelledby="modules-title">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="modules-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Course overview
        </h2>
        <p className="mt-3 text-slate-600">Four modules, from your first component to a deployed application.</p>
      </div>
      <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {COURSE_MODULES.map((module, index) => (
          <li key={module.title} className="flex">
            <Card className="flex-1">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                Module {index + 1} · {module.weeks}
              </p>
              <h3 className="mt-2 font-semibold text-slate-900">{module.title}</h3>
              <ul className="mt-3 flex flex-col gap-2">
                {module.topics.map((topic) => (
                  <li key={topic} className="flex gap-2 text-sm text-slate-600">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                    {topic}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
