import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/** spec §9: a press held this long opens a post's actions. */
export const LONG_PRESS_MS = 1_000;

/** A finger that moves further than this (px) is scrolling, not pressing. */
const MOVE_TOLERANCE = 10;

export interface LongPressHandlers {
  readonly onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  readonly onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  readonly onPointerUp: () => void;
  readonly onPointerCancel: () => void;
  readonly onPointerLeave: () => void;
  readonly onClickCapture: (event: MouseEvent<HTMLElement>) => void;
  readonly onContextMenu: (event: MouseEvent<HTMLElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A long press (spec §9: 1 s) on an element calls `onLongPress`; the click that ends it does not
 * open the link under the finger. The context menu (a right click, a phone's own long press) and
 * the keyboard's context-menu keys (ContextMenu, Shift+F10) do the same at once.
 */
export function useLongPress(onLongPress: () => void, delay: number = LONG_PRESS_MS): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const fire = () => {
    fired.current = true;
    cancel();
    callback.current();
  };

  return {
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      fired.current = false;
      cancel();
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(fire, delay);
    },
    onPointerMove: (event) => {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > MOVE_TOLERANCE) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture: (event) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu: (event) => {
      event.preventDefault();
      if (fired.current) return;
      fire();
    },
    onKeyDown: (event) => {
      if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        event.preventDefault();
        fire();
        fired.current = false;
      }
    },
  };
}
