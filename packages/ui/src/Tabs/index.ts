export { Tabs } from './Tabs';
export type { TabLinkItem, TabsProps } from './Tabs';
