export { AppUpdate } from './AppUpdate';
export type { AppUpdateProps } from './AppUpdate';
export { AppUpdateDialog } from './AppUpdateDialog';
export type { AppUpdateDialogProps } from './AppUpdateDialog';
export { AppUpdateHost } from './AppUpdateHost';
export { LazyAppUpdateHost } from './LazyAppUpdateHost';
