export { SessionToasts } from './SessionToasts';
export type { SessionToastsProps } from './SessionToasts';
export { CartCount } from './CartCount';
export type { CartCountProps } from './CartCount';
export { useFlowMessageText } from './useFlowMessageText';
