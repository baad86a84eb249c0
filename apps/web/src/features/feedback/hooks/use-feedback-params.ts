import { FEEDBACK_TABS } from '@app/shared/feedback/feedback.constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type FeedbackTab = (typeof FEEDBACK_TABS)[number]['id'];

const isTab = (value: string | null): value is FeedbackTab => FEEDBACK_TABS.some((tab) => tab.id === value);

/** The page's state lives in the URL: the active tab (?tab=) and the analytics filter (?feature=). */
export function useFeedbackParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: FeedbackTab = isTab(tabParam) ? tabParam : 'dashboard';
  const feature = searchParams.get('feature');

  /** Switches tab; the feature filter belongs to the analytics tab only. */
  const showTab = useCallback(
    (next: FeedbackTab, nextFeature: string | null = null) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        if (next === 'analytics' && nextFeature) params.set('feature', nextFeature);
        else params.delete('feature');
        return params;
      });
    },
    [setSearchParams],
  );

  const clearFeature = useCallback(() => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete('feature');
      return params;
    });
  }, [setSearchParams]);

  return { tab, feature, showTab, clearFeature };
}
