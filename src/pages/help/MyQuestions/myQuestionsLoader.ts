import { getMyQuestions, type ApiClient, type MyQuestionPage } from '../../../api';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage, PageResult } from '../../shared/paging';
import type { PageLoader } from '../../lazyLoader';

/** An answer as the page shows it. */
export interface QuestionAnswerItem {
  readonly id: string;
  readonly content: string;
  /** Another shopper's name; null for the shop's own answer. */
  readonly author: string | null;
  readonly official: boolean;
  readonly at: string;
}

/** A question the shopper asked, with its product and the answers so far (none: waiting). */
export interface QuestionItem {
  readonly id: string;
  readonly question: string;
  readonly askedAt: string;
  readonly product: { readonly name: string; readonly imageUrl: string | null; readonly brandName: string | null; readonly href: string };
  readonly answers: readonly QuestionAnswerItem[];
}

/** What the loader returns: the first page of questions, or a failure with retry (a guest was sent to login). */
export type MyQuestionsData = { readonly kind: 'ok'; readonly first: LoadedPage<QuestionItem> } | { readonly kind: 'error' };

type QuestionsResult = Awaited<ReturnType<typeof getMyQuestions>>;

function call(client: ApiClient, page: number, signal?: AbortSignal): Promise<QuestionsResult> {
  return getMyQuestions(client, { page }, { suppressToast: true, ...(signal ? { signal } : {}) });
}

/** The product page's address: /m/{brand}/{id}.html, as the product cards make it. */
function productHref(teamId: string, brandId: string | null | undefined): string {
  return `/m/${encodeURIComponent(brandId ?? 'item')}/${encodeURIComponent(teamId)}.html`;
}

/** The questions of an answer as the page shows them. */
export function questionItemsOf(answer: MyQuestionPage): QuestionItem[] {
  return answer.list.map(
    (entry): QuestionItem => ({
      id: entry.id,
      question: entry.question,
      askedAt: entry.created_at,
      product: {
        name: entry.product.name,
        imageUrl: entry.product.image1 || null,
        brandName: entry.product.brand_name ?? null,
        href: productHref(entry.product.team_id, entry.product.brand_id),
      },
      answers: entry.answers.map((reply) => ({
        id: reply.id,
        content: reply.content,
        author: reply.is_official ? null : (reply.author ?? null),
        official: Boolean(reply.is_official) || !reply.author,
        at: reply.created_at,
      })),
    }),
  );
}

function toPage(answer: MyQuestionPage, page: number): LoadedPage<QuestionItem> {
  const items = questionItemsOf(answer);
  const paging = answer.paging;
  let hasMore = false;
  if (items.length > 0 && paging) {
    if (paging.has_more !== undefined) hasMore = paging.has_more;
    else if (paging.total !== undefined && paging.page_size !== undefined) hasMore = page * paging.page_size < paging.total;
  }
  return { ok: true, items, page, hasMore };
}

/** The my-questions page's loader: the first page. A guest (401) is sent to login and back. */
export async function loadMyQuestions(client: ApiClient, request: Request): Promise<MyQuestionsData> {
  const loaded = await loadedOrLeave(await call(client, 1, request.signal), client, request);
  return loaded.ok ? { kind: 'ok', first: toPage(loaded.data, 1) } : { kind: 'error' };
}

/** Page `page` (from 1), for the growing list (a failure offers a retry). */
export async function fetchQuestionsPage(client: ApiClient, page: number, signal?: AbortSignal): Promise<PageResult<QuestionItem>> {
  const result = await call(client, page, signal);
  return result.ok ? toPage(result.data, page) : { ok: false };
}

export const questionKey = (item: QuestionItem): string => item.id;

/** The route's loader (loaded on its first call, see lazyLoader). */
export const myQuestionsLoader: PageLoader = ({ request }, { client }) => loadMyQuestions(client, request);
