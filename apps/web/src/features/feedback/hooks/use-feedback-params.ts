import { FEEDBACK_TABS } from '@app/shared/feedback/feedback.constants';
import { useCallback } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';

export type FeedbackTab = (typeof FEEDBACK_TABS)[number]['id'];

const isTab = (value: string | null): value is FeedbackTab => FEEDBACK_TABS.some((tab) => tab.id === value);

/** The page's state lives in the URL: the active tab (?tab=) and the analytics filter (?feature=). */
export function useFeedbackParams() {
  const { searchParams, set } = useUrlParams();
  const tabParam = searchParams.get('tab');
  const tab: FeedbackTab = isTab(tabParam) ? tabParam : 'dashboard';
  const feature = searchParams.get('feature');

  /** Switches tab; the feature filter belongs to the analytics tab only. */
  const showTab = useCallback(
    (next: FeedbackTab, nextFeature: string | null = null) =>
      set({ tab: next, feature: next === 'analytics' ? nextFeature : null }),
    [set],
  );

  const clearFeature = useCallback(() => set({ feature: null }), [set]);

  return { tab, feature, showTab, clearFeature };
}
