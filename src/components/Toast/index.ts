export { ToastHost } from './ToastHost';
export type { ToastHostProps } from './ToastHost';
export { useToastQueue } from './useToastQueue';
export { ToastDurationContext } from './toastDuration';
export type { ToastQueue, ToastTimers, UseToastQueueOptions } from './useToastQueue';
export type { ToastItem, ToastPlacement, ToastTone } from './Toast.types';
