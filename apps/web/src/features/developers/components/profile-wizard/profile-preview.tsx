import { useWatch } from 'react-hook-form';
import { ProfileDraftSchema } from '../../drafts/profile-draft';
import { DeveloperProfileCard } from '../profile/developer-profile-card';
import type { ProfileForm } from './profile-form';

/** The card as the directory will show it, following every keystroke. */
export function ProfilePreview({ form }: { form: ProfileForm }) {
  const draft = ProfileDraftSchema.parse(useWatch({ control: form.control }));
  return (
    <section aria-label="Profile preview" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-600">Live preview</h3>
      <DeveloperProfileCard
        developer={{ ...draft, rating: null, ratingCount: 0, completedProjects: 0 }}
        className="bg-slate-50"
      />
    </section>
  );
}
