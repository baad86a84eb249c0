import { APPLICATION_SUMMARY_SKILLS } from '@app/shared/developers/developers.constants';
import { useWatch } from 'react-hook-form';
import { ApplicationDraftSchema } from '../../drafts/application-draft';
import { SkillChips } from '../profile/skill-chips';
import type { ApplicationForm } from './application-form';
import { CoverLetterPreview } from './cover-letter-preview';

const count = (length: number, one: string, many: string) => `${length} ${length === 1 ? one : many}`;

/** What will be saved, at a glance: 3 skills at most (part-1 §9) and the cover letter's start. */
export function ApplicationSummary({ form }: { form: ApplicationForm }) {
  const draft = ApplicationDraftSchema.parse(useWatch({ control: form.control }));
  const job = [draft.jobTitle.trim() || 'Untitled job', draft.companyName.trim()].filter(Boolean).join(' at ');
  return (
    <section aria-label="Application summary" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <h4 className="font-semibold text-slate-900">{job}</h4>
      <SkillChips skills={draft.relevantSkills} max={APPLICATION_SUMMARY_SKILLS} />
      <p className="text-sm text-slate-600">
        {count(draft.relevantExperience.length, 'experience', 'experiences')} ·{' '}
        {count(draft.resumeHighlights.length, 'highlight', 'highlights')} ·{' '}
        {count(draft.interviewPrep.length, 'interview topic', 'interview topics')}
      </p>
      <CoverLetterPreview text={draft.coverLetter} />
    </section>
  );
}
