// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nInstance } from '../../../i18n/createI18nInstance';
import overlays from '../../../i18n/locales/en_US/overlays.json';
import { SessionProvider } from '../../../session';
import { sessionMachine } from '../../../session/session.machine';
import { ToastDurationContext } from '../../../components';
import { StorefrontThemeProvider } from '../../../theme';
import { SessionToasts } from './SessionToasts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const i18n = createI18nInstance({ locale: 'en_US', resources: { en_US: { overlays } } });

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

/** Renders the session's toasts (inside a duration context when given one) and shows one toast. */
function showToast(text: string, { contextDuration, durationMs }: { contextDuration?: number | null; durationMs?: number | null } = {}) {
  const session = createActor(sessionMachine, { input: {} }).start();
  const toasts = <SessionToasts {...(durationMs === undefined ? {} : { durationMs })} />;
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <StorefrontThemeProvider globalStyle={false}>
          <SessionProvider actor={session}>
            {contextDuration === undefined ? toasts : <ToastDurationContext value={contextDuration}>{toasts}</ToastDurationContext>}
          </SessionProvider>
        </StorefrontThemeProvider>
      </I18nextProvider>,
    ),
  );
  act(() => session.send({ type: 'toast.show', text }));
  return { shown: () => container.textContent?.includes(text) ?? false };
}

describe('SessionToasts', () => {
  it('dismisses a toast after 3 s in the app', () => {
    const toast = showToast('Added to cart');
    expect(toast.shown()).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(toast.shown()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(toast.shown()).toBe(false);
  });

  it('keeps every toast until dismissed when the duration context is null (stories)', () => {
    const toast = showToast('Staff member saved', { contextDuration: null });
    act(() => vi.advanceTimersByTime(60_000));
    expect(toast.shown()).toBe(true);
    const dismiss = container.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notification"]');
    act(() => dismiss?.click());
    expect(toast.shown()).toBe(false);
  });

  it('takes its own duration over the context’s', () => {
    const toast = showToast('Coupon collected', { contextDuration: null, durationMs: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(toast.shown()).toBe(false);
  });
});
