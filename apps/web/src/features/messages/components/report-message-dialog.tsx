import {
  CreateReportBodySchema,
  REPORT_DESCRIPTION_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
} from '@app/shared/reports/reports.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { newIdempotencyKey } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-error';
import { useReportMessage } from '../api/report-message';

const ReportFormSchema = CreateReportBodySchema.pick({ reason: true, description: true });
type ReportForm = z.input<typeof ReportFormSchema>;

const THANKS = 'Thanks — a moderator will review this message.';
const THANKS_PENDING =
  'Thanks — your report is saved on this device and will reach the moderators when the connection is back.';

interface ReportMessageDialogProps {
  messageId: string;
  authorName: string;
  onClose(): void;
}

/** Reports one message of the conversation through the reports flow: a reason, an optional note, a confirmation. */
export function ReportMessageDialog({ messageId, authorName, onClose }: ReportMessageDialogProps) {
  const form = useForm<ReportForm, unknown, z.output<typeof ReportFormSchema>>({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: { description: '' },
  });
  const reportMessage = useReportMessage();
  const idempotencyKey = useRef(newIdempotencyKey());
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const description = form.watch('description') ?? '';

  const submit = form.handleSubmit(async ({ reason, description }) => {
    setFailure(null);
    try {
      const body = { contentType: 'message' as const, contentId: messageId, reason, description };
      const result = await reportMessage.mutateAsync({ body, idempotencyKey: idempotencyKey.current });
      setOutcome(result.status === 'sent' ? THANKS : THANKS_PENDING);
    } catch (error) {
      // 409: this visitor already has an open report on it; the server says so in its words.
      setFailure(describeError(error, 'Your report could not be sent. Please try again.'));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Report this message"
      description={`Tell the moderators what is wrong with this message from ${authorName}.`}
    >
      {outcome ? (
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <CheckCircle2 className="size-10 text-emerald-800" aria-hidden />
          <p role="status" className="text-slate-800">
            {outcome}
          </p>
          <Button onClick={onClose}>Close</Button>
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
            currentLength={description.length}
            error={form.formState.errors.description?.message}
            {...form.register('description')}
          />
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" isLoading={reportMessage.isPending}>
              Send report
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
