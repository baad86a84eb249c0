import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import { Pencil } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../components/ui/toast';
import type { ProfileDraft } from '../../drafts/profile-draft';
import type { ProfileForm } from '../profile-wizard/profile-form';
import { SectionForm } from './section-form';

export interface ProfileSectionSpec {
  title: string;
  firstField: Path<ProfileDraft>;
  view(profile: DeveloperProfile): ReactNode;
  fields(form: ProfileForm): ReactNode;
}

/** One section of a developer's page; its owner edits it in place, one section at a time. */
export function ProfileSection({
  profile,
  section,
  canEdit,
  isEditing,
  onEditingChange,
}: {
  profile: DeveloperProfile;
  section: ProfileSectionSpec;
  /** The viewer owns the profile and no other section is open. */
  canEdit: boolean;
  isEditing: boolean;
  onEditingChange(isEditing: boolean): void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pendingNote, setPendingNote] = useState(false);

  const onDone = (outcome: 'saved' | 'pending' | 'cancelled') => {
    onEditingChange(false);
    setPendingNote(outcome === 'pending');
    if (outcome === 'saved') notify('success', `${section.title} saved.`);
    // The form goes: the focus stays in the section, on its heading.
    heading.current?.focus();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          {section.title}
        </h2>
        {canEdit && !isEditing && (
          <Button variant="secondary" size="sm" onClick={() => onEditingChange(true)}>
            <Pencil className="size-4" aria-hidden />
            Edit<span className="sr-only"> {section.title.toLowerCase()}</span>
          </Button>
        )}
      </div>
      {isEditing ? (
        <SectionForm
          profile={profile}
          label={`Edit ${section.title.toLowerCase()}`}
          firstField={section.firstField}
          fields={section.fields}
          onDone={onDone}
        />
      ) : (
        section.view(profile)
      )}
      {pendingNote && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your change is kept on this device and is sent as soon as the server can be reached.
        </p>
      )}
    </section>
  );
}
