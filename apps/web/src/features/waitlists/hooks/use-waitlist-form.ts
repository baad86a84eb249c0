import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverFieldErrors } from '../waitlist-texts';

interface WaitlistFormOptions<TInput extends FieldValues, TBody, F extends Path<TInput>> {
  schema: z.ZodType<TBody, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The form's fields, which the server's field messages may name. */
  fields: readonly F[];
  join(body: TBody): Promise<void>;
}

/**
 * A waitlist form's state (part-2 §4, §5): checked on submit with the shared schema, one message
 * per field, a field's message cleared as soon as it is edited, the first invalid field focused.
 * A rejected sign-up shows the server's field messages; any other failure one alert, and nothing
 * typed is lost.
 */
export function useWaitlistForm<TInput extends FieldValues, TBody, F extends Path<TInput>>({
  schema,
  defaultValues,
  fields,
  join,
}: WaitlistFormOptions<TInput, TBody, F>) {
  const form = useForm<TInput, unknown, TBody>({
    resolver: zodResolver(schema),
    defaultValues,
    // Validate on submit only: editing a field clears its message rather than judging it mid-typing.
    reValidateMode: 'onSubmit',
  });
  const [hasFailed, setHasFailed] = useState(false);

  const register = (name: F) => form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (body) => {
    setHasFailed(false);
    try {
      await join(body);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fields);
      if (fieldErrors.length === 0) setHasFailed(true);
      for (const [index, { field, message }] of fieldErrors.entries()) {
        form.setError(field, { message }, { shouldFocus: index === 0 });
      }
    }
  });

  /** Empty fields and no alert, for a new sign-up. */
  const reset = () => {
    form.reset();
    setHasFailed(false);
  };

  return { form, register, submit, hasFailed, reset };
}
