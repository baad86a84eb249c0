import { PROFILE_PREVIEW_SKILLS } from '@app/shared/developers/developers.constants';

/** The first few skills and how many more there are ('+N'); 5 in a profile preview (part-1 §9). */
export function SkillChips({ skills, max = PROFILE_PREVIEW_SKILLS }: { skills: string[]; max?: number }) {
  if (skills.length === 0) return null;
  const hidden = skills.length - max;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {skills.slice(0, max).map((skill) => (
        <li key={skill} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
          {skill}
        </li>
      ))}
      {hidden > 0 && (
        <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
          +{hidden}
          <span className="sr-only"> more</span>
        </li>
      )}
    </ul>
  );
}
