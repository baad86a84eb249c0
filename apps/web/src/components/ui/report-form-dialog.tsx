import {
  CreateReportBodySchema,
  REPORT_DESCRIPTION_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
} from '@app/shared/reports/reports.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { describeError } from '../../lib/api-error';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextAreaField } from './field';

const ReportFormSchema = CreateReportBodySchema.pick({ reason: true, description: true });
type ReportForm = z.input<typeof ReportFormSchema>;

const REPORT_PENDING =
  'Thanks — your report is saved on this device and will reach the moderators when the connection is back.';

interface ReportFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** "Report this question": the dialog's name. */
  title: string;
  description: string;
  /** The confirmation once the moderators have the report. */
  thanks: string;
  /** Sends the report (lib/create-report.ts); 'pending' when it waits in the outbox. Throws when refused. */
  send(reason: z.output<typeof ReportFormSchema>): Promise<{ status: 'sent' | 'pending' }>;
}

/**
 * The one report form, for whatever can be reported: a reason, an optional note, then a
 * confirmation. The feature says what is reported and how it is sent.
 */
export function ReportFormDialog({ open, onOpenChange, title, description, thanks, send }: ReportFormDialogProps) {
  const form = useForm<ReportForm, unknown, z.output<typeof ReportFormSchema>>({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: { description: '' },
  });
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const note = form.watch('description') ?? '';

  const submit = form.handleSubmit(async (reason) => {
    setFailure(null);
    setIsSending(true);
    try {
      const result = await send(reason);
      setOutcome(result.status === 'sent' ? thanks : REPORT_PENDING);
    } catch (error) {
      // 409: this visitor already has an open report on it; the server says so in its words.
      setFailure(describeError(error, 'Your report could not be sent. Please try again.'));
    } finally {
      setIsSending(false);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {outcome ? (
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <CheckCircle2 className="size-10 text-emerald-800" aria-hidden />
          <p role="status" className="text-slate-800">
            {outcome}
          </p>
          <Button onClick={() => onOpenChange(false)}>Close</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Reason</legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50">
                <input type="radio" value={reason} {...form.register('reason')} className="size-4 accent-brand-600" />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
            {form.formState.errors.reason && (
              <p role="alert" className="text-xs text-red-600">
                {form.formState.errors.reason.message}
              </p>
            )}
          </fieldset>
          <TextAreaField
            label="Details (optional)"
            maxLength={REPORT_DESCRIPTION_MAX}
            showCounter
            currentLength={note.length}
            error={form.formState.errors.description?.message}
            {...form.register('description')}
          />
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" isLoading={isSending}>
              Send report
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
