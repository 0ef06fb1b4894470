import { useMemo, useState } from 'react';
import { agentPresetRange, type DayRange } from './date-range';

/** State of a list page: range (this week by default), account filter, page; a new filter goes back to page 1. */
export function useRangeList(pageSize = 20) {
  const now = useMemo(() => new Date(), []);
  const [range, setRangeState] = useState<DayRange>(() => agentPresetRange('thisWeek', now));
  const [account, setAccountState] = useState('');
  const [page, setPage] = useState(1);
  return {
    now,
    range,
    account,
    page,
    pageSize,
    setPage,
    setRange: (r: DayRange) => {
      setRangeState(r);
      setPage(1);
    },
    setAccount: (a: string) => {
      setAccountState(a);
      setPage(1);
    },
    query: { ...range, account, page, pageSize },
  };
}
