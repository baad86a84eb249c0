import { type FormEvent, useEffect } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { SendResult } from '../../../../lib/outbox';
import { useWizardSave } from '../../hooks/use-wizard-save';
import { applyServerErrors } from './apply-server-errors';
import { useWizardStep } from './use-wizard-step';

interface DraftWizardOptions<TDraft extends FieldValues, TBody> {
  initialDraft: TDraft;
  /** Reads whatever the form holds back into a draft, to keep in storage. */
  draftSchema: z.ZodType<TDraft>;
  saveDraft(draft: TDraft): void;
  clearDraft(): void;
  stepCount: number;
  /** The step that holds each field, to show a server error where it can be fixed. */
  fieldSteps: Record<string, number>;
  send(request: { body: TBody; idempotencyKey: string }): Promise<SendResult<unknown>>;
  toBody(draft: TDraft): TBody;
  failedMessage: string;
  onSaved(): void;
  /** Stands before the save (the display-name question, issue 41 §1): calls `save` when it may go. */
  beforeSave?(save: () => void): void;
}

/**
 * A wizard over a stored draft (part-1 §2, §4): the draft follows every change so a reload keeps
 * it, Next moves on until the last step, whose submit saves (useWizardSave); a saved or pending
 * save clears the draft, a refusal puts the server's messages on their fields and steps.
 */
export function useDraftWizard<TDraft extends FieldValues, TBody>({
  initialDraft,
  draftSchema,
  saveDraft,
  clearDraft,
  stepCount,
  fieldSteps,
  send,
  toBody,
  failedMessage,
  onSaved,
  beforeSave = (saveNow) => saveNow(),
}: DraftWizardOptions<TDraft, TBody>) {
  const form = useForm<TDraft>({ defaultValues: initialDraft as DefaultValues<TDraft> });
  const steps = useWizardStep(stepCount);
  const { outcome, save, isSaving } = useWizardSave(send, failedMessage);

  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(draftSchema.parse(values)));
    return () => subscription.unsubscribe();
  }, [form, draftSchema, saveDraft]);

  const onValid = (values: TDraft) => beforeSave(() => void saveValid(values));

  const saveValid = async (values: TDraft) => {
    form.clearErrors();
    const result = await save(toBody(values));
    if (result.status === 'saved' || result.status === 'pending') {
      clearDraft();
      onSaved();
    } else if (result.status === 'rejected') applyServerErrors(form, fieldSteps, steps, result.errors);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (steps.isLast) void form.handleSubmit(onValid)(event);
    else steps.next();
  };

  return { form, steps, outcome, isSaving, onSubmit };
}

export type DraftWizard = Omit<ReturnType<typeof useDraftWizard>, 'form'>;
