import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Tabs as RadixTabs } from 'radix-ui';
import { singleLineLabel } from '../../internal/label.css.ts';
import { useFit } from '../../internal/useFit.ts';
import * as styles from './Tabs.css.ts';
import type { TabsListVariants } from './Tabs.css.ts';

export const tabsVariants = ['underline', 'pill'] as const;

/**
 * How the tabs share the width, roomiest first: as styled; tighter padding and smaller type; rows of tabs. The list
 * never scrolls sideways to hide a tab, and a label is never broken or wrapped.
 */
export const tabsLayouts = ['regular', 'compact', 'rows'] as const;

/** The text of the tab labels, so new labels (another language) are fitted again. */
function labelsOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) =>
      isValidElement<{ children?: ReactNode; value?: string }>(child)
        ? typeof child.props.children === 'string'
          ? child.props.children
          : (child.props.value ?? '')
        : '',
    )
    .join(' ');
}

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
function List({ className, variant, fullWidth, children, ref, ...props }: TabsListProps) {
  const intl = useIntl();
  const [fitRef, layout] = useFit(tabsLayouts, `${intl.locale} ${labelsOf(children)}`);
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      fitRef(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [fitRef, ref],
  );
  return (
    <ListVariantContext.Provider value={{ variant, fullWidth }}>
      <RadixTabs.List
        {...props}
        ref={setRef}
        className={cx(styles.list({ variant, fullWidth }), className)}
        data-fit={layout}
      >
        {children}
      </RadixTabs.List>
    </ListVariantContext.Provider>
  );
}

function Trigger({ className, children, ...props }: TabsTriggerProps) {
  const variants = useContext(ListVariantContext);
  return (
    <RadixTabs.Trigger className={cx(styles.trigger(variants), className)} {...props}>
      <span className={singleLineLabel}>{children}</span>
    </RadixTabs.Trigger>
  );
}

function Content({ className, ...props }: TabsContentProps) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}

/** Styled Radix Tabs: `Tabs.Root`, `Tabs.List` (variant underline | pill, fullWidth), `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = { Root, List, Trigger, Content };
