import { getHelpTopics, getProfile, isSafeRedirect, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';

/** One help topic as the page shows it. */
export interface HelpTopicItem {
  readonly id: string;
  /** Its group (orders, delivery …), in the shopper's language; empty when the backend gave none. */
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}

/** Who is asking for help: a signed-in shopper (with the chat id saved for them, if any), a guest, or unknown (the check failed). */
export type HelpAccount = { readonly kind: 'shopper'; readonly chatId: string | null } | { readonly kind: 'guest' } | { readonly kind: 'unknown' };

/** What the help loader returns. The account and origin are known even when the topics failed (live chat still works). */
export type HelpData =
  | {
      readonly kind: 'ok';
      readonly topics: readonly HelpTopicItem[];
      /** The shop's live chat for signed-in shoppers (same origin only), else null. */
      readonly chatLink: string | null;
      readonly chatHours: string | null;
      readonly account: HelpAccount;
      readonly origin: string;
    }
  | { readonly kind: 'error'; readonly account: HelpAccount; readonly origin: string };

/**
 * The help page's loader: the help topics and the shopper's sign-in (their profile) in parallel. A
 * guest stays on the page (topics are for everyone; live chat then asks to sign in), so a 401 here
 * is an answer, not a redirect. A topics failure is a value the page shows with a retry.
 */
export async function loadHelp(client: ApiClient, request: Request): Promise<HelpData> {
  const options = { suppressToast: true, signal: request.signal };
  const [topics, profile] = await Promise.all([getHelpTopics(client, {}, options), getProfile(client, {}, options)]);
  const origin = new URL(request.url).origin;
  const account: HelpAccount = profile.ok
    ? { kind: 'shopper', chatId: profile.data.chat_id ?? null }
    : profile.kind === 'login'
      ? { kind: 'guest' }
      : { kind: 'unknown' };
  if (!topics.ok) return { kind: 'error', account, origin };
  const link = topics.data.live_chat?.link;
  return {
    kind: 'ok',
    topics: topics.data.topics.map((topic) => ({
      id: topic.id,
      category: topic.category ?? '',
      question: topic.question,
      answer: topic.answer,
    })),
    chatLink: link && isSafeRedirect(link, { origin }) ? link : null,
    chatHours: topics.data.live_chat?.hours ?? null,
    account,
    origin,
  };
}

/** The route's loader (loaded on its first call, see lazyLoader). */
export const helpLoader: PageLoader = ({ request }, { client }) => loadHelp(client, request);
