// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, useLongPress } from './useLongPress';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let container: HTMLDivElement;
let root: Root;
let pressed: ReturnType<typeof vi.fn<() => void>>;
let opened: ReturnType<typeof vi.fn<() => void>>;

function Probe() {
  const press = useLongPress(() => pressed());
  return (
    <div {...press}>
      <a href="#post" onClick={(event) => {
        event.preventDefault();
        opened();
      }}>
        post
      </a>
    </div>
  );
}

const link = () => container.querySelector('a') as HTMLAnchorElement;
const pointer = (type: string, x = 10, y = 10) => link().dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, clientX: x, clientY: y }));

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  pressed = vi.fn<() => void>();
  opened = vi.fn<() => void>();
  act(() => root.render(<Probe />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('useLongPress (spec §9: 1 s)', () => {
  it('a press held 1 s opens the actions; the click that ends it does not open the post', () => {
    act(() => pointer('pointerdown'));
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(pressed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(pressed).toHaveBeenCalledTimes(1);
    act(() => {
      pointer('pointerup');
      link().click();
    });
    expect(opened).not.toHaveBeenCalled();
    act(() => link().click());
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('a short tap opens the post; a finger that moves (scrolling) presses nothing', () => {
    act(() => pointer('pointerdown'));
    act(() => vi.advanceTimersByTime(300));
    act(() => {
      pointer('pointerup');
      link().click();
    });
    expect(opened).toHaveBeenCalledTimes(1);
    act(() => pointer('pointerdown'));
    act(() => pointer('pointermove', 10, 60));
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(pressed).not.toHaveBeenCalled();
  });

  it('Shift+F10 and the context menu open the actions at once', () => {
    act(() => link().dispatchEvent(new KeyboardEvent('keydown', { key: 'F10', shiftKey: true, bubbles: true })));
    act(() => link().dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
    expect(pressed).toHaveBeenCalledTimes(2);
  });
});
