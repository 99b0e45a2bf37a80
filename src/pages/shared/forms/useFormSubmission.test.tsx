// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, useLocation, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../../forms/formPost';
import { FormSessionProvider } from '../../../forms/formSession';
import type { SubmissionOutcome } from './submissionOutcome';
import { useFormSubmission, type FormSubmission, type FormSubmissionOptions } from './useFormSubmission';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = { readonly text: string };

interface Harness {
  readonly current: () => FormSubmission<Values>;
  readonly router: DataRouter;
  /** The page's real form's submit button. */
  readonly button: () => HTMLButtonElement;
  /** The bodies the page's action received, in order. */
  readonly posted: unknown[];
  /** The values `onOk` received. */
  readonly succeeded: unknown[];
  /** Answers the oldest post still waiting with `outcome`. */
  readonly answer: (outcome: SubmissionOutcome | FormResult) => Promise<void>;
  /** How many times the page's loader ran. */
  readonly loads: () => number;
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** The hook on a page at /m/page whose route action records each post and waits for the test's answer. */
async function renderForm(options: Pick<FormSubmissionOptions<unknown>, 'once' | 'revalidate' | 'onRefused'> = {}, token = ''): Promise<Harness> {
  let latest: FormSubmission<Values> | undefined;
  const posted: unknown[] = [];
  const succeeded: unknown[] = [];
  const waiting: ((outcome: unknown) => void)[] = [];
  let loads = 0;
  function Page() {
    const submission = useFormSubmission<Values>({ ...options, onOk: (value) => succeeded.push(value) });
    latest = submission;
    return (
      <submission.Form method="post" onSubmit={submission.onFormSubmit}>
        <input name="account" defaultValue="0812345678" />
        <button type="submit">Sign in</button>
      </submission.Form>
    );
  }
  function Login() {
    const location = useLocation();
    return <p>login at {location.pathname + location.search}</p>;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/m/page',
        loader: () => ++loads,
        action: async ({ request }) => {
          posted.push((request.headers.get('content-type') ?? '').includes('json') ? await request.json() : Object.fromEntries(await request.formData()));
          return new Promise<unknown>((resolve) => waiting.push(resolve));
        },
        Component: Page,
        HydrateFallback: () => null,
      },
      { path: '/m/login.php', Component: Login },
    ],
    { initialEntries: ['/m/page?from=test'] },
  );
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  const created = root;
  await act(async () =>
    created.render(
      <StrictMode>
        <FormSessionProvider value={{ token, flash: null }}>
          <RouterProvider router={router} />
        </FormSessionProvider>
      </StrictMode>,
    ),
  );
  return {
    current: () => {
      if (!latest) throw new Error('the hook did not render');
      return latest;
    },
    router,
    button: () => {
      const button = container.querySelector('button');
      if (!button) throw new Error('no submit button');
      return button;
    },
    posted,
    succeeded,
    loads: () => loads,
    answer: async (outcome) => {
      await act(async () => {
        await waitUntil(() => waiting.length > 0);
        waiting.shift()?.(outcome);
      });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

/** Waits (in small steps, at most a second) until `ready` holds. */
async function waitUntil(ready: () => boolean): Promise<void> {
  for (let step = 0; step < 100 && !ready(); step += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!ready()) throw new Error('timed out');
}

describe('useFormSubmission', () => {
  it('posts the values to the route action once however often submit is called while the post is on its way', async () => {
    const form = await renderForm();
    let prepared = 0;
    await act(async () => {
      form.current().submit(() => (prepared++, { text: 'hello' }));
      form.current().submit(() => (prepared++, { text: 'again' }));
    });
    expect(form.current().submitting).toBe(true);
    await form.answer({ kind: 'ok', value: { id: 7 } });
    expect(form.posted).toEqual([{ text: 'hello' }]);
    expect(prepared).toBe(1);
    expect(form.succeeded).toEqual([{ id: 7 }]);
    expect(form.current().submitting).toBe(false);
    expect(form.current().outcome).toEqual({ kind: 'ok', value: { id: 7 } });
  });

  it('carries the session’s form token with the values when the page has one', async () => {
    const form = await renderForm({}, 'tok123');
    await act(async () => form.current().submit(() => ({ text: 'hello' })));
    await form.answer({ kind: 'ok', value: null });
    expect(form.posted).toEqual([{ text: 'hello', _token: 'tok123' }]);
  });

  it('posts a form’s own fields as form data, with the token, and reads an answer in the form-result shape', async () => {
    const form = await renderForm({}, 'tok123');
    const fields = new FormData();
    fields.set('intent', 'signIn');
    fields.set('account', '0812345678');
    await act(async () => form.current().submit(() => fields));
    await form.answer({ intent: 'signIn', outcome: { kind: 'refused', message: 'Wrong password', code: 2 } });
    expect(form.posted).toEqual([{ intent: 'signIn', account: '0812345678', _token: 'tok123' }]);
    expect(form.current().failure).toBe('Wrong password');
    await act(async () => form.current().submit(() => fields));
    await form.answer({ intent: 'signIn', outcome: { kind: 'ok' } });
    expect(form.succeeded).toEqual([undefined]);
  });

  it('lets a real form’s first submit through and stops a second press while it is on its way', async () => {
    const form = await renderForm();
    await act(async () => {
      form.button().click();
      form.button().click();
    });
    expect(form.current().submitting).toBe(true);
    await form.answer({ kind: 'ok', value: null });
    expect(form.posted).toEqual([{ account: '0812345678' }]);
    await act(async () => form.button().click());
    await form.answer({ kind: 'ok', value: null });
    expect(form.posted).toHaveLength(2);
  });

  it('takes a new submit after the first was answered, and none after an ok when the form is sent once', async () => {
    const again = await renderForm();
    await act(async () => again.current().submit(() => ({ text: 'one' })));
    await again.answer({ kind: 'ok', value: null });
    await act(async () => again.current().submit(() => ({ text: 'two' })));
    await again.answer({ kind: 'ok', value: null });
    expect(again.posted).toEqual([{ text: 'one' }, { text: 'two' }]);
    act(() => root?.unmount());

    const once = await renderForm({ once: true });
    await act(async () => once.current().submit(() => ({ text: 'one' })));
    await once.answer({ kind: 'ok', value: null });
    await act(async () => once.current().submit(() => ({ text: 'two' })));
    expect(once.posted).toEqual([{ text: 'one' }]);
    expect(once.succeeded).toHaveLength(1);
  });

  it('sends nothing when prepare finds the form not ready, and keeps taking submits', async () => {
    const form = await renderForm();
    await act(async () => form.current().submit(() => null));
    expect(form.current().submitting).toBe(false);
    await act(async () => form.current().submit(() => ({ text: 'now' })));
    await form.answer({ kind: 'ok', value: null });
    expect(form.posted).toEqual([{ text: 'now' }]);
  });

  it('shows a refusal in the server’s words, clears it on the next submit and lets the shopper try again', async () => {
    const form = await renderForm();
    await act(async () => form.current().submit(() => ({ text: 'x' })));
    await form.answer({ kind: 'refused', failure: { kind: 'toast', message: 'Out of stock', code: 1 } });
    expect(form.current().failure).toBe('Out of stock');
    expect(form.succeeded).toEqual([]);
    await act(async () => form.current().submit(() => ({ text: 'x' })));
    expect(form.current().failure).toBeNull();
    await form.answer({ kind: 'ok', value: null });
    expect(form.posted).toHaveLength(2);
  });

  it('forgets the refusal when the form is opened afresh (reset)', async () => {
    const form = await renderForm();
    await act(async () => form.current().submit(() => ({ text: 'x' })));
    await form.answer({ kind: 'refused', failure: { kind: 'toast', message: 'Out of stock' } });
    await act(async () => form.current().reset());
    expect(form.current().failure).toBeNull();
    expect(form.current().outcome).toBeNull();
    await act(async () => form.current().submit(() => ({ text: 'y' })));
    await form.answer({ kind: 'ok', value: null });
    expect(form.posted).toEqual([{ text: 'x' }, { text: 'y' }]);
  });

  it('hands a refusal to the page’s own handler when it has one', async () => {
    const seen: unknown[] = [];
    const form = await renderForm({ onRefused: (failure) => seen.push(failure) });
    await act(async () => form.current().submit(() => ({ text: 'x' })));
    await form.answer({ kind: 'refused', failure: { kind: 'timeout', messageKey: 'timeout' } });
    await act(async () => form.current().submit(() => ({ text: 'x' })));
    await form.answer({ kind: 'refused', failure: { kind: 'cancelled', messageKey: 'cancelled' } });
    expect(seen).toEqual([{ kind: 'timeout', messageKey: 'timeout' }]);
    expect(form.current().failure).toBeNull();
  });

  it('says nothing for a cancelled duplicate', async () => {
    const form = await renderForm();
    await act(async () => form.current().submit(() => ({ text: 'x' })));
    await form.answer({ kind: 'refused', failure: { kind: 'cancelled', messageKey: 'cancelled' } });
    expect(form.current().failure).toBeNull();
    expect(form.current().submitting).toBe(false);
  });

  it('sends a guest to the login page and back to this page, or to the server’s login link', async () => {
    const form = await renderForm();
    await act(async () => form.current().submit(() => ({ text: 'x' })));
    await form.answer({ kind: 'login' });
    expect(form.router.state.location.pathname + form.router.state.location.search).toBe(`/m/login.php?redirect=${encodeURIComponent('/m/page?from=test')}`);

    act(() => root?.unmount());
    const linked = await renderForm();
    await act(async () => linked.current().submit(() => ({ text: 'x' })));
    await linked.answer({ kind: 'login', loginLink: '/m/login.php?redirect=%2Fm%2Fother' });
    expect(linked.router.state.location.search).toBe('?redirect=%2Fm%2Fother');
    expect(linked.succeeded).toEqual([]);
  });

  it('loads the page again after a post only when asked to', async () => {
    const quiet = await renderForm();
    const before = quiet.loads();
    await act(async () => quiet.current().submit(() => ({ text: 'x' })));
    await quiet.answer({ kind: 'ok', value: null });
    expect(quiet.loads()).toBe(before);
    act(() => root?.unmount());

    const fresh = await renderForm({ revalidate: true });
    const first = fresh.loads();
    await act(async () => fresh.current().submit(() => ({ text: 'x' })));
    await fresh.answer({ kind: 'ok', value: null });
    expect(fresh.loads()).toBe(first + 1);
  });
});
