import type { Timeframe } from '@app/shared/feedback/feedback.constants';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../components/ui/toast';
import { getFeedbackForExport } from '../../api/export-feedback';
import type { FeedbackAnalyticsData } from '../../api/get-analytics';
import { analyticsToCsv, feedbackToCsv } from './analytics-csv';
import { AnalyticsReportDialog } from './analytics-report-dialog';
import { downloadCsv } from './csv';

/** Export Analytics, Export Feedback (CSV files made in the browser) and Generate Report. */
export function AnalyticsActions({
  analytics,
  timeframe,
  feature,
}: {
  analytics: FeedbackAnalyticsData;
  timeframe: Timeframe;
  feature: string | null;
}) {
  const [isExporting, setIsExporting] = useState(false);
  const [isReportOpen, setIsReportOpen] = useState(false);

  async function exportFeedback() {
    setIsExporting(true);
    try {
      const rows = await getFeedbackForExport({ feature, period: analytics.period });
      downloadCsv(`feedback-${timeframe}.csv`, feedbackToCsv(rows));
      // The same bounds as the numbers on screen; only feedback removed since can make these differ.
      if (rows.length === analytics.totalFeedback) notify('success', `Exported ${rows.length} pieces of feedback`);
      else
        notify(
          'warning',
          `Exported ${rows.length} pieces of feedback`,
          `The analytics counted ${analytics.totalFeedback}; some feedback changed since they loaded.`,
        );
    } catch {
      notify('error', 'Could not export feedback. Please try again.');
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => downloadCsv(`feedback-analytics-${timeframe}.csv`, analyticsToCsv(analytics, feature))}
      >
        <Download className="size-4" aria-hidden />
        Export Analytics
      </Button>
      <Button variant="secondary" size="sm" isLoading={isExporting} onClick={() => void exportFeedback()}>
        {!isExporting && <Download className="size-4" aria-hidden />}
        Export Feedback
      </Button>
      <Button size="sm" onClick={() => setIsReportOpen(true)}>
        <FileText className="size-4" aria-hidden />
        Generate Report
      </Button>
      {isReportOpen && (
        <AnalyticsReportDialog open onOpenChange={setIsReportOpen} analytics={analytics} feature={feature} />
      )}
    </div>
  );
}
