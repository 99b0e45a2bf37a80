/** How a toast reads: errors are announced at once (assertive), the others politely. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** One message in the queue. `id` is unique among the toasts shown at the same time. */
export interface ToastItem {
  id: string;
  message: string;
  tone: ToastTone;
}

/** Where the toasts sit: above the bottom tab bar (default) or under the top bar. */
export type ToastPlacement = 'top' | 'bottom';
