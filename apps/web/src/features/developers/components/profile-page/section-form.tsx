import { type DeveloperProfile, UpsertDeveloperProfileBodySchema } from '@app/shared/developers/developers.schemas';
import { type ReactNode, useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { useSaveMyProfile } from '../../api/save-my-profile';
import { draftOfProfile, type ProfileDraft } from '../../drafts/profile-draft';
import { useWizardSave } from '../../hooks/use-wizard-save';
import type { ProfileForm } from '../profile-wizard/profile-form';
import { fieldOfError } from '../wizard/save-outcome';

interface SectionFormProps {
  profile: DeveloperProfile;
  label: string;
  /** The first field, focused when the form opens. */
  firstField: Path<ProfileDraft>;
  fields(form: ProfileForm): ReactNode;
  /** After a save (`pending`: kept in the outbox until the server can be reached) or Cancel. */
  onDone(outcome: 'saved' | 'pending' | 'cancelled'): void;
}

/**
 * One section of my profile, edited in place (issue 41 §3): the whole profile is the form's
 * values, so Save sends it with this section changed (PUT /api/developers/me, as the wizard
 * does); the wizard's schema checks it in the browser and the server's sentences land on their
 * fields. Nothing typed is lost on an error.
 */
export function SectionForm({ profile, label, firstField, fields, onDone }: SectionFormProps) {
  const { mutateAsync } = useSaveMyProfile();
  const { outcome, save, isSaving } = useWizardSave(mutateAsync, 'Your profile could not be saved. Please try again.');
  const form: ProfileForm = useForm<ProfileDraft>({ defaultValues: draftOfProfile(profile) });

  useEffect(() => form.setFocus(firstField), [form, firstField]);

  const showErrors = (errors: { path: string; message: string }[]) => {
    for (const error of errors) {
      form.setError(fieldOfError(error) as Path<ProfileDraft>, { type: 'server', message: error.message });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    // The server's schema, run here first: the same rules and sentences, before anything is sent.
    const checked = UpsertDeveloperProfileBodySchema.safeParse(values);
    if (!checked.success) {
      showErrors(checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
      return;
    }
    const result = await save(checked.data);
    if (result.status === 'saved' || result.status === 'pending') onDone(result.status);
    else if (result.status === 'rejected') showErrors(result.errors);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">{fields(form)}</div>
      {(outcome.status === 'rejected' || outcome.status === 'failed') && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {outcome.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSaving}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => onDone('cancelled')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
