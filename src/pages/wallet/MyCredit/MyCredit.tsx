import { useLoaderData, useRevalidator } from 'react-router';
import { useApiClient } from '../../../session';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { creditLineKey, fetchCreditPage, type CreditLine, type MyCreditData } from './myCreditLoader';
import { MyCreditView } from './MyCreditView';

const NO_LINES: PageResult<CreditLine> = { ok: true, items: [], page: 1, hasMore: false };

/** The store-credit container: the history grows a page at a time as the shopper scrolls. */
export function MyCredit() {
  const data = useLoaderData<MyCreditData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NO_LINES, (page, signal) => fetchCreditPage(client, page, signal), {
    keyOf: creditLineKey,
  });
  return (
    <MyCreditView
      state={
        data.kind === 'ok'
          ? { status: 'ready', balance: data.balance, lines: pages.items, moreStatus: pages.status }
          : { status: 'error', retrying: revalidator.state === 'loading', ...(data.message !== undefined ? { message: data.message } : {}) }
      }
      onRetry={() => void revalidator.revalidate()}
      onLoadMore={pages.loadMore}
    />
  );
}
