import { ReportFormDialog } from '../../../components/ui/report-form-dialog';
import { useReportSender } from '../../../lib/create-report';

interface ReportDialogProps {
  contentType: 'question' | 'answer';
  contentId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Why this post should be looked at: a reason, an optional note, then a confirmation. */
export function ReportDialog({ contentType, contentId, open, onOpenChange }: ReportDialogProps) {
  const send = useReportSender({ contentType, contentId });
  return (
    <ReportFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report this ${contentType}`}
      description="Tell the moderators what is wrong with it."
      thanks="Thanks — a moderator will review this report."
      send={send}
    />
  );
}
