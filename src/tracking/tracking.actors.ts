import { fromPromise } from 'xstate';
import type { ApiClient, ApiResult } from '../api';
import type { SendBatchOutput } from './tracking.machine';
import type { TrackRecord } from './tracking.types';

/**
 * Which call carries a record. Spec §7 has no page-view call: a page enter travels as the 000-1
 * event (page_url, page) and a leave as `022-leave`; the foreground time of a leave (`visible_ms`)
 * has no field yet. Chosen here for the backend team to confirm, like src/api/CHOSEN-PATHS.md.
 */
export async function sendRecord(client: ApiClient, record: TrackRecord, signal: AbortSignal): Promise<ApiResult<unknown>> {
  // The calls and their schemas load with the first batch (after the page is up), not with the first load.
  const [{ sendClickStatistics }, { sendTrackEvent }] = await Promise.all([import('../api/endpoints/statistics'), import('../api/endpoints/layout')]);
  const options = { signal, suppressToast: true };
  switch (record.kind) {
    case 'click':
      return sendClickStatistics(client, record.payload, options);
    case 'event':
      return sendTrackEvent(
        client,
        {
          event_type: record.event_type,
          ...(record.page_url !== undefined ? { page_url: record.page_url } : {}),
          ...(record.page !== undefined ? { page: record.page } : {}),
        },
        options,
      );
    case 'pageView':
      return sendTrackEvent(
        client,
        { event_type: record.phase === 'enter' ? '000-1' : '022-leave', page_url: record.page_url, page: record.page },
        options,
      );
  }
}

/**
 * The real effects of the tracking machine. A batch is sent one record after another (the client
 * cancels identical concurrent requests, and two impressions of one product are identical); the
 * batch fails when nothing went through, so it is tried again later.
 */
export function createTrackingActors(client: ApiClient) {
  return {
    sendBatch: fromPromise<SendBatchOutput, { readonly records: readonly TrackRecord[] }>(async ({ input, signal }) => {
      let sent = 0;
      for (const record of input.records) {
        if (signal.aborted) break;
        const result = await sendRecord(client, record, signal);
        if (result.ok) sent += 1;
      }
      if (sent === 0 && input.records.length > 0) throw new Error('tracking: the batch could not be sent');
      return { sent };
    }),
  };
}
