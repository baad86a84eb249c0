import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onFeedbackSubmitted } from '../../../lib/feedback-widget';
import { feedbackKeys } from '../api/feedback-keys';

/** Feedback sent from the floating widget (outside the query provider) refreshes this page's data. */
export function useRefreshOnFeedback() {
  const queryClient = useQueryClient();
  useEffect(
    () => onFeedbackSubmitted(() => void queryClient.invalidateQueries({ queryKey: feedbackKeys.all })),
    [queryClient],
  );
}
