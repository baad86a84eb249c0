import { FUNDING_KINDS, type FundingKind } from '@app/shared/funding/funding.constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const isKind = (value: string | null): value is FundingKind => FUNDING_KINDS.some((kind) => kind === value);

/** The active tab lives in the URL (?tab=lend|borrow|provide), lend by default (part-2 §4). */
export function useFundingTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab: FundingKind = isKind(param) ? param : 'lend';

  const showTab = useCallback(
    (next: string) => {
      if (!isKind(next)) return;
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      });
    },
    [setSearchParams],
  );

  return { tab, showTab };
}
