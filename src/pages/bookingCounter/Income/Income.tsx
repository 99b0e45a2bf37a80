import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { getRevenueDetail } from '../../../api';
import { useApiClient } from '../../../session';
import { INCOME_PATH, useCounterFrame } from '../shared';
import { toPayout } from './incomeBuckets';
import type { IncomeData } from './incomeLoader';
import { IncomeView } from './IncomeView';
import type { PayoutDetail } from './PayoutDialog';

/** The income container: the period lives in the address (`?period=`); a payout's detail is asked for when it is opened. */
export function Income() {
  const data = useLoaderData<IncomeData>();
  const counter = useCounterFrame(INCOME_PATH, data);
  const client = useApiClient();
  const [detail, setDetail] = useState<{ readonly id: string; readonly shown: PayoutDetail } | null>(null);

  const openPayout = async (id: string) => {
    setDetail({ id, shown: { status: 'loading' } });
    const result = await getRevenueDetail(client, { id }, { suppressToast: true });
    let shown: PayoutDetail | null = null;
    if (result.ok) shown = { status: 'ready', payout: toPayout(result.data) };
    else {
      // Login, home and 20001 leave or open their own dialog (null): the detail closes.
      const text = counter.failureText(result);
      if (text !== null) shown = { status: 'failed', message: text };
    }
    // A detail closed (or another opened) meanwhile stays as it is.
    setDetail((current) => (current?.id === id ? (shown ? { id, shown } : null) : current));
  };

  return (
    <>
      <IncomeView
        state={data.kind === 'ok' ? { status: 'ready', ...data, detail: detail?.shown ?? null } : counter.frame(data)}
        onSelectPeriod={(period) => counter.go(`${INCOME_PATH}?period=${period}`)}
        onOpenPayout={(id) => void openPayout(id)}
        onClosePayout={() => setDetail(null)}
        onRetry={counter.onRetry}
        onJoin={counter.onJoin}
      />
      {counter.liveChatDialog}
    </>
  );
}
