import { PROJECT_SUMMARY_MIN, SERVICE_MESSAGES, WAITLIST_LIMITS } from '@app/shared/waitlists/waitlists.constants';
import { type ServiceWaitlistBody, ServiceWaitlistBodySchema } from '@app/shared/waitlists/waitlists.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { type ServiceSignup, useJoinServiceWaitlist } from '../../api/join-service-waitlist';
import { countSummary, serverFieldErrors } from '../../waitlist-texts';

type ServiceFormInput = z.input<typeof ServiceWaitlistBodySchema>;
const FIELDS = ['name', 'phone', 'email', 'projectSummary'] as const;
const EMPTY: ServiceFormInput = { name: '', phone: '', email: '', projectSummary: '' };

/**
 * The service waitlist form (part-2 §4, §5): checked on submit with the shared schema, one
 * message per field, a field's message cleared as soon as it is edited, the first invalid field
 * focused. A rejected sign-up shows the server's field messages; any other failure one alert,
 * and nothing typed is lost.
 */
export function ServiceWaitlistForm({ onJoined }: { onJoined(entry: ServiceSignup, email: string): void }) {
  const form = useForm<ServiceFormInput, unknown, ServiceWaitlistBody>({
    resolver: zodResolver(ServiceWaitlistBodySchema),
    defaultValues: EMPTY,
    // Validate on submit only: editing a field clears its message rather than judging it mid-typing.
    reValidateMode: 'onSubmit',
  });
  const join = useJoinServiceWaitlist();
  const [hasFailed, setHasFailed] = useState(false);
  const summary = useWatch({ control: form.control, name: 'projectSummary' });
  const { errors, isSubmitting } = form.formState;
  const register = (name: (typeof FIELDS)[number]) => form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = async (body: ServiceWaitlistBody) => {
    setHasFailed(false);
    try {
      onJoined(await join.mutateAsync(body), body.email);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      if (fieldErrors.length === 0) setHasFailed(true);
      for (const [index, { field, message }] of fieldErrors.entries()) {
        form.setError(field, { message }, { shouldFocus: index === 0 });
      }
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Service waitlist" className="flex flex-col gap-4">
      <TextField
        label="Name"
        required
        autoComplete="name"
        maxLength={WAITLIST_LIMITS.nameMax}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        placeholder="+1 555 123 4567"
        maxLength={WAITLIST_LIMITS.phoneMax}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={WAITLIST_LIMITS.emailMax}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label="Project summary"
        required
        rows={5}
        placeholder="What does your idea do, who is it for, and what makes it different?"
        showCounter
        minLength={PROJECT_SUMMARY_MIN}
        currentLength={countSummary(summary)}
        error={errors.projectSummary?.message}
        {...register('projectSummary')}
      />
      {hasFailed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {SERVICE_MESSAGES.failed}
        </p>
      )}
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Reserve My Spot'}
      </Button>
    </form>
  );
}
