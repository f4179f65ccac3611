import { createContext, useContext, type ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import * as styles from './Tabs.css.ts';
import type { TabsListVariants } from './Tabs.css.ts';

export const tabsVariants = ['underline', 'pill'] as const;

function cx(...names: (string | undefined | false)[]) {
  return names.filter(Boolean).join(' ');
}

export type TabsRootProps = ComponentProps<typeof RadixTabs.Root>;
export type TabsListProps = ComponentProps<typeof RadixTabs.List> & TabsListVariants;
export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;
export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

/** `value` / `defaultValue` / `onValueChange`; arrow keys move between tabs (Radix Tabs, automatic activation). */
function Root({ className, ...props }: TabsRootProps) {
  return <RadixTabs.Root className={cx(styles.root, className)} {...props} />;
}

const ListVariantContext = createContext<TabsListVariants>({});

/** Give it an `aria-label` (e.g. "期間") when the tabs have no visible heading. */
function List({ className, variant, fullWidth, ...props }: TabsListProps) {
  return (
    <ListVariantContext.Provider value={{ variant, fullWidth }}>
      <RadixTabs.List className={cx(styles.list({ variant, fullWidth }), className)} {...props} />
    </ListVariantContext.Provider>
  );
}

function Trigger({ className, ...props }: TabsTriggerProps) {
  const variants = useContext(ListVariantContext);
  return <RadixTabs.Trigger className={cx(styles.trigger(variants), className)} {...props} />;
}

function Content({ className, ...props }: TabsContentProps) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}

/** Styled Radix Tabs: `Tabs.Root`, `Tabs.List` (variant underline | pill, fullWidth), `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = { Root, List, Trigger, Content };
