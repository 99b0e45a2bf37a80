import { useLoaderData, useRevalidator } from 'react-router';
import { useApiClient, useSession } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { fetchPointsPage, pointsLineKey, type PointsData, type PointsLine } from './pointsLoader';
import { PointsView } from './PointsView';

const NO_LINES: PageResult<PointsLine> = { ok: true, items: [], page: 1, hasMore: false };

/** The points page's container: the ledger grows a page at a time; the rules' date comes from the session (spec §3 pointRuleExpired). */
export function Points() {
  const data = useLoaderData<PointsData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const ruleDate = useSession((s) => s.pointRuleExpired);
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NO_LINES, (page, signal) => fetchPointsPage(client, page, signal), {
    keyOf: pointsLineKey,
  });
  return (
    <PointsView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      {...(data.kind === 'ok' ? { balance: data.balance, expiring: data.expiring, expireAt: data.expireAt } : {})}
      lines={pages.items}
      moreStatus={pages.status}
      onLoadMore={pages.loadMore}
      ruleDate={ruleDate}
      onRetry={() => void revalidator.revalidate()}
      onShop={() => navigation.go('/m')}
    />
  );
}
