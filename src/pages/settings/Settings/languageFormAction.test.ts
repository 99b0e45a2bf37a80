import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFormPost } from '../../../server/formPostResponse';
import { createFormToken, FORM_TOKEN_COOKIE } from '../../../server/formPosts';
import { LANGUAGE_COOKIE } from '../../../i18n/languageCookie';
import { TOURIST_COOKIE } from '../../../i18n/touristSession';
import type { RouteDeps } from '../../routeModule';
import { settingsAction } from './settingsAction';

const ORIGIN = 'https://m.shop.example';
const PAGE = '/m/account/setting.php';
const TOKEN = createFormToken();

/** The settings route's action behind react-router's static handler, as the server runs it for a form posted without JavaScript. */
async function postLanguage(locale: string, cookie = '') {
  // The language form calls nothing on the backend: the address form's dependencies are not reached.
  const deps = {} as RouteDeps;
  const handler = createStaticHandler([{ id: 'settings', path: PAGE, action: (args) => settingsAction(args, deps) }]);
  const withToken = `${FORM_TOKEN_COOKIE}=${TOKEN}${cookie ? `; ${cookie}` : ''}`;
  const request = new Request(`${ORIGIN}${PAGE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: withToken },
    body: new URLSearchParams({ _token: TOKEN, intent: 'language', locale }),
  });
  return answerFormPost({
    request,
    cookie: withToken,
    secure: true,
    runAction: (post) => handler.query(post, { skipRevalidation: true }),
    refused: () => new Response(null, { status: 403 }),
  });
}

const languageCookieOf = (response: Response) => response.headers.getSetCookie().find((header) => header.startsWith(`${LANGUAGE_COOKIE}=`));

describe('the language form posted without JavaScript', () => {
  it('saves the chosen language in the language cookie and goes back to the settings page', async () => {
    const response = await postLanguage('en_US');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(PAGE);
    expect(languageCookieOf(response)).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=en_US;.*Secure`));
  });

  it('refuses a language the shop does not have, and sets nothing', async () => {
    const response = await postLanguage('fr_FR');
    expect(response.status).toBe(303);
    expect(languageCookieOf(response)).toBeUndefined();
  });

  it('keeps a Chinese tourist in Simplified Chinese', async () => {
    const tourist = `${TOURIST_COOKIE}=1`;
    expect(languageCookieOf(await postLanguage('th_TH', tourist))).toBeUndefined();
    expect(languageCookieOf(await postLanguage('zh_CN', tourist))).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=zh_CN;`));
  });
});
