import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '../i18n/createI18nInstance';
import { bundledResources } from '../i18n/resources';
import { StorefrontThemeProvider } from '../theme';
import { FormSessionProvider, type FormSession } from './formSession';
import { PostForm } from './PostForm';

/** The HTML the server sends for a page holding `form`, with the session's token and flash. */
async function serverHtml(form: ReactNode, session: FormSession): Promise<string> {
  const i18n = createI18nInstance({ locale: 'en_US', resources: { en_US: bundledResources.en_US } });
  const handler = createStaticHandler([{ path: '/m/item', Component: () => form }]);
  const context = await handler.query(new Request('https://m.shop.example/m/item'));
  if (context instanceof Response) throw new Error('the test route answered a response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StorefrontThemeProvider>
        <FormSessionProvider value={session}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </FormSessionProvider>
      </StorefrontThemeProvider>
    </I18nextProvider>,
  );
}

const button = <button type="submit">Add to cart</button>;

describe('PostForm as the server renders it (what works without JavaScript)', () => {
  it('is a post form with the session token, the intent, the way back and the named values', async () => {
    const html = await serverHtml(
      <PostForm intent="addToCart" formKey="50002" action="/m/101/50002.html" returnTo="/m/list/sale" fields={{ team_id: '50002', quantity: 1 }} onSubmit={() => undefined}>
        {button}
      </PostForm>,
      { token: 'T0KEN-abcdefghijklmnopqrstuvwxyz012345', flash: null },
    );
    expect(html).toMatch(/<form[^>]*action="\/m\/101\/50002\.html"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/m\/101\/50002\.html"/);
    for (const [name, value] of [['_token', 'T0KEN-abcdefghijklmnopqrstuvwxyz012345'], ['intent', 'addToCart'], ['redirect', '/m/list/sale'], ['team_id', '50002'], ['quantity', '1']]) {
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    }
  });

  it('shows the flash of its own post only (its intent and key), in the shopper’s words or the backend’s', async () => {
    const form = (key: string) => (
      <PostForm intent="addToCart" formKey={key} onSubmit={() => undefined}>
        {button}
      </PostForm>
    );
    const added: FormSession = { token: 't', flash: { intent: 'addToCart', key: '50002', outcome: { kind: 'ok', messageKey: 'forms:addedToCart' } } };
    expect(await serverHtml(form('50002'), added)).toContain('Added to your cart.');
    expect(await serverHtml(form('50003'), added)).not.toContain('Added to your cart.');
    const refused: FormSession = { token: 't', flash: { intent: 'addToCart', key: '50002', outcome: { kind: 'refused', code: 4, message: 'Limit 2 per order' } } };
    expect(await serverHtml(form('50002'), refused)).toMatch(/role="alert"[^>]*>Limit 2 per order</);
  });

  it('posts through a fetcher once enhanced, rendering the same form on the server', async () => {
    const html = await serverHtml(
      <PostForm intent="like" fields={{ team_id: '50002' }}>
        {button}
      </PostForm>,
      { token: 'tok', flash: { intent: 'like', outcome: { kind: 'refused', messageKey: 'forms:refused' } } },
    );
    expect(html).toContain('method="post"');
    expect(html).toContain('<input type="hidden" name="_token" value="tok"/>');
    expect(html).toContain('That could not be done. Please try again.');
  });
});
