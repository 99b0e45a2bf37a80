import { isSafeRedirect } from '../../../api';
import { loginAddress } from '../../shared/login';
import type { HelpAccount } from './helpLoader';

/** spec §2 address of the help page: where sign-in brings a guest back to. */
export const HELP_PAGE = '/m/account/help.php';

/** Hosts WeChat's customer-service links live on (besides the shop itself). */
export const WECHAT_CHAT_HOSTS: readonly string[] = ['work.weixin.qq.com', 'weixin.qq.com', 'u.wechat.com'];

/** What the live-chat block offers (spec §6: live chat needs login; tourists have their own WeChat link). */
export type LiveChatOffer =
  /** A guest: sign in first, then back here. */
  | { readonly kind: 'guest'; readonly signInHref: string }
  /** A Chinese tourist: the WeChat live chat (null when no safe link came). */
  | { readonly kind: 'tourist'; readonly wechatHref: string | null }
  /** A signed-in shopper: the shop's live chat (unavailable when no safe link came). */
  | { readonly kind: 'shopper'; readonly available: boolean; readonly hours: string | null }
  /** The sign-in check failed: offer a retry. */
  | { readonly kind: 'unknown' };

export interface LiveChatInput {
  readonly account: HelpAccount;
  readonly tourist: boolean;
  /** spec §3 WeChat.live_chat_link (the footer answer's, else the session's). */
  readonly wechatLink: string | null | undefined;
  readonly chatLink: string | null;
  readonly chatHours: string | null;
  readonly origin: string;
}

/** Which live chat the shopper gets: tourists WeChat's, guests a sign-in, shoppers the shop's. */
export function liveChatOffer({ account, tourist, wechatLink, chatLink, chatHours, origin }: LiveChatInput): LiveChatOffer {
  if (tourist) {
    const safe = wechatLink && isSafeRedirect(wechatLink, { origin, allowList: WECHAT_CHAT_HOSTS }) ? wechatLink : null;
    return { kind: 'tourist', wechatHref: safe };
  }
  if (account.kind === 'guest') return { kind: 'guest', signInHref: loginAddress(HELP_PAGE) };
  if (account.kind === 'unknown') return { kind: 'unknown' };
  return { kind: 'shopper', available: chatLink !== null, hours: chatHours };
}

/** The chat's address with the shopper's chat id, so the advisers see whose chat it is. */
export function chatAddress(link: string, chatId: string, origin: string): string {
  const url = new URL(link, origin);
  url.searchParams.set('chat_id', chatId);
  return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** A new chat id (spec §7 chat-id save): `web-` and a random UUID. Only called from an event handler. */
export function newChatId(): string {
  return `web-${crypto.randomUUID()}`;
}
