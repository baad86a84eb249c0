import type { AiPersona } from '@app/shared/ai-member/personas';
import { Link } from 'react-router';
import type { PageLink } from '../../slide-types';

/** The two assistants (linked) and the four AI community members with their roles. */
export function AiSlide({
  assistants,
  personas,
  note,
}: {
  assistants: PageLink[];
  personas: readonly AiPersona[];
  note: string;
}) {
  return (
    <div className="mt-6 flex flex-col gap-6">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Assistants</h3>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {assistants.map((assistant) => (
            <li key={assistant.path} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
              <Link
                to={assistant.path}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {assistant.label}
              </Link>
              <p className="mt-1 text-sm text-slate-600">{assistant.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">AI community members</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {personas.map((persona) => (
            <li key={persona.handle} className="flex flex-col rounded-2xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="font-semibold text-slate-900">{persona.name}</h4>
                <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">AI</span>
              </div>
              <p className="text-sm break-all text-slate-500">@{persona.handle}</p>
              <p className="mt-2 text-sm font-medium text-slate-800">{persona.role}</p>
              <p className="mt-1 text-sm text-slate-600">Focus: {persona.focus}</p>
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`${persona.name}'s expertise`}>
                {persona.expertise.map((topic) => (
                  <li key={topic} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {topic}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{note}</p>
    </div>
  );
}
