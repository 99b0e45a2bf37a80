import { useEffect, useRef, useState } from 'react';

/**
 * Runs `start(key)` once per key and returns its value while the key stays current. StrictMode
 * runs effects twice on mount: the second run finds the same key and reuses the promise, so the
 * request is sent once (the client would cancel an identical concurrent one, spec §7). A null key
 * means nothing to load.
 */
export function useOnceRequest<T>(key: string | null, start: (key: string) => Promise<T>): T | undefined {
  const running = useRef<{ key: string; promise: Promise<T> } | null>(null);
  const [settled, setSettled] = useState<{ key: string; value: T } | null>(null);
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    if (key === null) return undefined;
    if (running.current?.key !== key) running.current = { key, promise: startRef.current(key) };
    let current = true;
    void running.current.promise.then((value) => {
      if (current) setSettled({ key, value });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return settled !== null && settled.key === key ? settled.value : undefined;
}
