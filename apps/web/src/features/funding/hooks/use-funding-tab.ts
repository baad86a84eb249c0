import { FUNDING_KINDS, type FundingKind } from '@app/shared/funding/funding.constants';
import { useCallback } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';

const isKind = (value: string | null): value is FundingKind => FUNDING_KINDS.some((kind) => kind === value);

/** The active tab lives in the URL (?tab=lend|borrow|provide), lend by default (part-2 §4). */
export function useFundingTab() {
  const { searchParams, set } = useUrlParams();
  const param = searchParams.get('tab');
  const tab: FundingKind = isKind(param) ? param : 'lend';

  const showTab = useCallback(
    (next: string) => {
      if (!isKind(next)) return;
      set({ tab: next });
    },
    [set],
  );

  return { tab, showTab };
}
