import { MEMBER_PROFILE_LIMITS as L } from '@app/shared/members/members.constants';
import {
  type Member,
  type UpdateMemberProfileBody,
  UpdateMemberProfileBodySchema,
  type UpdateMemberProfileInput,
} from '@app/shared/members/members.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useUpdateMyMemberProfile } from '../api/update-my-member-profile';

const FIELDS = ['company', 'location', 'timeZone', 'about'] as const;

/**
 * Edits my page in place (issue 41 §3): the shared schema checks in the browser, the server checks
 * again; a refusal puts its sentences on the fields and keeps everything typed.
 */
export function MemberProfileForm({ member, onDone }: { member: Member; onDone(): void }) {
  const update = useUpdateMyMemberProfile();
  const form = useForm<UpdateMemberProfileInput, unknown, UpdateMemberProfileBody>({
    resolver: zodResolver(UpdateMemberProfileBodySchema),
    defaultValues: {
      company: member.company,
      location: member.location,
      timeZone: member.timeZone,
      about: member.about,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const about = form.watch('about') ?? '';

  useEffect(() => form.setFocus('company'), [form]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync(body);
      notify('success', 'Your page is saved.');
      onDone();
    } catch (error) {
      const placed = error instanceof ApiRequestError ? error.errors : [];
      for (const fieldError of placed) {
        const field = FIELDS.find((name) => fieldError.path === name);
        if (field) form.setError(field as Path<UpdateMemberProfileInput>, { message: fieldError.message });
      }
      setFailure(describeError(error, 'Your page could not be saved. Please try again.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit your page" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company"
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register('company')}
        />
        <TextField
          label="Location"
          placeholder="e.g. Lyon, France"
          error={errors.location?.message}
          {...form.register('location')}
        />
        <TextField
          label="Time zone"
          placeholder="e.g. Europe/Paris"
          hint="An IANA name, such as America/New_York."
          error={errors.timeZone?.message}
          {...form.register('timeZone')}
        />
      </div>
      <TextAreaField
        label="About"
        rows={5}
        showCounter
        currentLength={about.length}
        counterMax={L.about}
        error={errors.about?.message}
        {...form.register('about')}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={update.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
