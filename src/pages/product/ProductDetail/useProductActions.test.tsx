// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, type RecordedCall } from '../../../api/testing/fakeFetch';
import { createI18nInstance } from '../../../i18n/createI18nInstance';
import product from '../../../i18n/locales/en_US/product.json';
import type { ProductCoupon } from './productModel';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ORIGIN = 'https://shop.example';
const i18n = createI18nInstance({ locale: 'en_US', resources: { en_US: { product } } });

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.doUnmock('./productCalls');
  vi.resetModules();
});

/**
 * Mounts the hook in a session over a fake backend. The app's modules are loaded afresh (so a mocked
 * calls file takes effect), the session's and the client's with them: one instance of each context.
 */
async function mount(answer: (call: RecordedCall) => Response) {
  const { useProductActions } = await import('./useProductActions');
  const { ApiClientProvider, SessionProvider } = await import('../../../session');
  const { sessionMachine } = await import('../../../session/session.machine');
  const { createClient } = await import('../../../api');
  const fake = fakeFetch(answer);
  const client = createClient({ baseUrl: '', origin: ORIGIN, fetch: fake.fetch });
  const session = createActor(sessionMachine, { input: { isLogin: true } }).start();
  let actions: ReturnType<typeof useProductActions> | undefined;
  function Probe() {
    actions = useProductActions({ productId: '50001', liked: false, returnTo: '/m/lotus-dew/turmeric-serum-50001.html', go: () => undefined });
    return null;
  }
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ApiClientProvider client={client}>
          <SessionProvider actor={session}>
            <Probe />
          </SessionProvider>
        </ApiClientProvider>
      </I18nextProvider>,
    ),
  );
  const current = () => {
    if (!actions) throw new Error('the hook did not render');
    return actions;
  };
  return { current, calls: fake.calls, toasts: () => session.getSnapshot().context.toasts };
}

const coupon = { id: 'c1' } as ProductCoupon;

describe('the product page’s own calls', () => {
  it('load with the first call: liking the product sends it and shows the answer', async () => {
    const page = await mount(() => json({ errcode: 0, data: { is_liked: true, like_count: 8 } }));
    await act(() => page.current().toggleLike());
    expect(page.calls.map((call) => new URL(call.url, ORIGIN).pathname)).toEqual(['/wap/api/team/like']);
    expect(page.current().like).toEqual({ liked: true, count: 8, pending: false });
  });

  it('show the error toast and lose nothing when their file cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('./productCalls', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const page = await mount(() => json({ errcode: 0, data: null }));
    await act(() => page.current().toggleLike());
    await act(() => page.current().claimCoupon(coupon));
    await act(() => page.current().translateReview('r1'));
    expect(page.calls).toEqual([]);
    expect(page.current().like).toEqual({ liked: false, count: 0, pending: false });
    expect(page.current().claiming).toEqual([]);
    expect(page.current().claimed).toEqual([]);
    expect(page.current().translations).toEqual({ r1: { status: 'error' } });
    expect(page.toasts().map((toast) => [toast.text, toast.tone])).toEqual([
      [product.page.errorMessage, 'danger'],
      [product.page.errorMessage, 'danger'],
    ]);
  });
});
