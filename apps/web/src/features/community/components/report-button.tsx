import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/** "Report" on a question or an answer. */
export function ReportButton({ contentType, contentId }: { contentType: 'question' | 'answer'; contentId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  // Each opening starts a fresh report; the dialog's code loads on the first.
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Report ${contentType}`}
        onClick={() => {
          setOpenings((count) => count + 1);
          setIsOpen(true);
        }}
      >
        <Flag className="size-4" aria-hidden />
        Report
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <ReportDialog
            key={openings}
            contentType={contentType}
            contentId={contentId}
            open={isOpen}
            onOpenChange={setIsOpen}
          />
        </Suspense>
      )}
    </>
  );
}
