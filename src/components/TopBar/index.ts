export { TopBar } from './TopBar';
export type { TopBarProps } from './TopBar';
export type { TopBarAction } from './TopBar.types';
