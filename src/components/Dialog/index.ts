export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export type { DialogVariant } from './Dialog.types';
