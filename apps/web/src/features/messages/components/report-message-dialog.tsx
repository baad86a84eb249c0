import { ReportFormDialog } from '../../../components/ui/report-form-dialog';
import { useReportSender } from '../../../lib/create-report';

interface ReportMessageDialogProps {
  messageId: string;
  authorName: string;
  onClose(): void;
}

/** Reports one message of the conversation through the reports flow: a reason, an optional note, a confirmation. */
export function ReportMessageDialog({ messageId, authorName, onClose }: ReportMessageDialogProps) {
  const send = useReportSender({ contentType: 'message', contentId: messageId });
  return (
    <ReportFormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Report this message"
      description={`Tell the moderators what is wrong with this message from ${authorName}.`}
      thanks="Thanks — a moderator will review this message."
      send={send}
    />
  );
}
