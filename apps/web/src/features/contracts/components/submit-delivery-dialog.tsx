import { CONTRACT_LIMITS } from '@app/shared/contracts/contracts.constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { describeError } from '../../../lib/api-error';
import { useSubmitDelivery } from '../api/submit-delivery';
import { type DeliveryForm, DeliveryFormSchema } from '../contract-forms';
import { LinkFields } from './link-fields';

interface SubmitDeliveryDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  contractId: string;
  milestone: { id: string; title: string };
  onDone(message: string): void;
}

/** The developer delivers a milestone: a note and up to five https links for the client to review. */
export function SubmitDeliveryDialog({ open, onOpenChange, contractId, milestone, onDone }: SubmitDeliveryDialogProps) {
  const submitDelivery = useSubmitDelivery();
  const form = useForm<DeliveryForm, unknown, z.output<typeof DeliveryFormSchema>>({
    resolver: zodResolver(DeliveryFormSchema),
    defaultValues: { note: '', links: [{ url: '' }] },
  });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const [failure, setFailure] = useState<string | null>(null);
  const note = form.watch('note');

  const change = (isOpen: boolean) => {
    if (!isOpen) {
      form.reset();
      setFailure(null);
    }
    onOpenChange(isOpen);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = { note: values.note, links: values.links.map((link) => link.url).filter(Boolean) };
    try {
      await submitDelivery.mutateAsync({ contractId, milestoneId: milestone.id, body });
      change(false);
      onDone('Delivery submitted. The client was told it is ready for review.');
    } catch (error) {
      setFailure(describeError(error, 'The delivery could not be submitted. Please try again.'));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={`Submit a delivery for “${milestone.title}”`}
      description="Say what you delivered and where to find it. The client then approves it or asks for changes."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label="What you delivered"
          required
          rows={5}
          showCounter
          currentLength={note.length}
          counterMax={CONTRACT_LIMITS.noteMax}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <LinkFields
          register={form.register}
          errors={form.formState.errors.links}
          fields={links.fields}
          onRemove={links.remove}
        />
        {links.fields.length < CONTRACT_LIMITS.linksMax && (
          <Button variant="secondary" size="sm" className="self-start" onClick={() => links.append({ url: '' })}>
            <Plus className="size-4" aria-hidden />
            Add a link
          </Button>
        )}
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)} disabled={form.formState.isSubmitting}>
            Go back
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Submit delivery
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
