import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { BLOGGER_PATHS } from '../shared/bloggerPaths';
import type { BloggerCashbackData } from './bloggerCashbackLoader';
import { BloggerCashbackView } from './BloggerCashbackView';

/** The cashback page's container. */
export function BloggerCashback() {
  const data = useLoaderData<BloggerCashbackData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  return (
    <BloggerCashbackView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      {...(data.kind === 'ok' ? { totals: data.totals, lines: data.lines, withdrawals: data.withdrawals } : {})}
      onProgramme={() => navigation.go(BLOGGER_PATHS.home)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
