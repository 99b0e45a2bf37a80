import { createContext } from 'react';

/** How long a toast stays once it is visible, unless told otherwise. */
const DEFAULT_TOAST_MS = 3000;

/**
 * How long toasts stay when their queue is not told (`useToastQueue`, the session's toasts): 3 s by
 * default; null keeps each toast until it is dismissed. Storybook provides null, so that what a
 * story's screenshot shows never depends on a toast's timer.
 */
export const ToastDurationContext = createContext<number | null>(DEFAULT_TOAST_MS);
