export {
  Tabs,
  tabsVariants,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './Tabs.tsx';
