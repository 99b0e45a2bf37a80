export { Tabs } from './Tabs';
export type { TabsProps } from './Tabs';
export type { TabItem, TabsActivation } from './Tabs.types';
