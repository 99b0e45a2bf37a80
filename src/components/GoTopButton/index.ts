export { GoTopButton } from './GoTopButton';
export type { GoTopButtonProps } from './GoTopButton';
