import { fromCall } from '../shared/fromCall';
import { wechatAutoLogin, type ApiClient, type LoginData } from '../../api';
import { FlowCallError } from '../captcha/flowCallError';
import { TOURIST_AUTO_LOGIN_BLOCK_COOKIE } from './touristLogin.machine';

/** Whether a cookie header carries the blocking cookie (any value but 0 or empty). */
export function hasBlockCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => {
    const [name, ...rest] = pair.split('=');
    const value = rest.join('=').trim();
    return name?.trim() === TOURIST_AUTO_LOGIN_BLOCK_COOKIE && value !== '' && value !== '0';
  });
}

/** The tourist login effects: the blocking cookie and the WeChat login call. */
export function createTouristLoginActors(client: ApiClient, readCookies: () => string) {
  return {
    isBlocked: fromCall<boolean, void>(async () => hasBlockCookie(readCookies())),
    wechatLogin: fromCall<LoginData | null, { code: string | null }>(async ({ input, signal }) => {
      const result = await wechatAutoLogin(client, input.code ? { code: input.code } : {}, { signal, suppressToast: true });
      if (!result.ok) throw new FlowCallError(result);
      return result.data ?? null;
    }),
  };
}
