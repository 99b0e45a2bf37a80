export { BottomTabBar } from './BottomTabBar';
export type { BottomTabBarProps } from './BottomTabBar';
export type { BottomTabBarPosition, BottomTabItem } from './BottomTabBar.types';
