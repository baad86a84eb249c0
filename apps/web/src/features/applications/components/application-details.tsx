import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import type { ReactNode } from 'react';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {children}
    </section>
  );
}

function Entries({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">None given</p>;
  return (
    <ul aria-label={label} className="list-disc space-y-0.5 pl-5 text-sm break-words text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Everything the applicant wrote (issue 20 §2): the cover letter, skills, experience, materials
 * and interview notes, in a disclosure so a list of applicants stays short.
 */
export function ApplicationDetails({ application }: { application: ApplicationDetail }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        Application details
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <Section title="Cover letter">
          {application.coverLetter.trim() ? (
            <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{application.coverLetter}</p>
          ) : (
            <p className="text-sm text-slate-500">None given</p>
          )}
        </Section>
        <Section title="Relevant skills">
          <Entries items={application.relevantSkills} label="Relevant skills" />
        </Section>
        <Section title="Relevant experience">
          <Entries items={application.relevantExperience} label="Relevant experience" />
        </Section>
        <Section title="Materials">
          <Entries items={application.resumeHighlights} label="Materials" />
        </Section>
        <Section title="Interview notes">
          <Entries items={application.interviewPrep} label="Interview notes" />
        </Section>
      </div>
    </details>
  );
}
