import { TOURIST_AUTO_LOGIN_BLOCK_COOKIE } from '../../src/machines/touristLogin/touristLogin.machine';

/**
 * Story-only beforeEach: the tourist opted out of the automatic WeChat login (its blocking
 * cookie), so a tourist story shows the page as a guest; the cookie is removed afterwards.
 */
export function blockTouristAutoLogin(): () => void {
  document.cookie = `${TOURIST_AUTO_LOGIN_BLOCK_COOKIE}=1; Path=/`;
  return () => {
    document.cookie = `${TOURIST_AUTO_LOGIN_BLOCK_COOKIE}=; Path=/; Max-Age=0`;
  };
}
