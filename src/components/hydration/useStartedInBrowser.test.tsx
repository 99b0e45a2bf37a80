// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStartedInBrowser } from './useStartedInBrowser';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let seen: boolean[];

function Probe() {
  const started = useStartedInBrowser();
  seen.push(started);
  return <p>{started ? 'started' : 'server'}</p>;
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  seen = [];
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useStartedInBrowser', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
    expect(seen).toEqual([false]);
  });

  it('hydrates the server HTML with false, without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    seen = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('started');
  });
});
