import { useLoaderData, useRevalidator } from 'react-router';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { fetchQuestionsPage, questionKey, type MyQuestionsData, type QuestionItem } from './myQuestionsLoader';
import { MyQuestionsView } from './MyQuestionsView';

const NONE: PageResult<QuestionItem> = { ok: true, items: [], page: 1, hasMore: false };

/** The my-questions container: the list grows a page at a time; products open in-app. */
export function MyQuestions() {
  const data = useLoaderData<MyQuestionsData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NONE, (page, signal) => fetchQuestionsPage(client, page, signal), { keyOf: questionKey });
  return (
    <MyQuestionsView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      questions={pages.items}
      moreStatus={pages.status}
      onLoadMore={pages.loadMore}
      onOpenProduct={(href, event) => {
        event.preventDefault();
        navigation.go(href);
      }}
      onShop={() => navigation.go('/m')}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
