import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, tabsVariants } from './Tabs.tsx';

type Args = { variant: (typeof tabsVariants)[number]; fullWidth: boolean };

function Example({ variant, fullWidth }: Args) {
  return (
    <Tabs.Root defaultValue="holdings">
      <Tabs.List aria-label="保有状況" variant={variant} fullWidth={fullWidth}>
        <Tabs.Trigger value="holdings">保有銘柄</Tabs.Trigger>
        <Tabs.Trigger value="orders">注文中</Tabs.Trigger>
        <Tabs.Trigger value="history">取引履歴</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="holdings">保有銘柄はありません</Tabs.Content>
      <Tabs.Content value="orders">注文中の銘柄はありません</Tabs.Content>
      <Tabs.Content value="history">取引履歴はありません</Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Example,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Sections of one screen the user switches between (market index, chart period), with \`Tabs.Root\`, \`Tabs.List\`, \`Tabs.Trigger\` and \`Tabs.Content\`.

**Do**

- Use \`underline\` for page sections and \`pill\` inside cards.
- Keep tab labels short. When they do not fit the width (many tabs, a long language), the list first tightens its
  padding and type, then lays the tabs out in rows; it never hides a tab in a strip that scrolls sideways, and a label
  never wraps or breaks inside a word (\`data-fit\` on the list says which layout it took).

**Don't**

- Don't use tabs for a single choice in a form: use SegmentedControl.
- Don't use tabs as site navigation: use links.`,
      },
    },
  },
  args: { variant: 'underline', fullWidth: true },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const ChartPeriods: Story = {
  args: { variant: 'pill', fullWidth: false },
  render: ({ variant, fullWidth }) => (
    <Tabs.Root defaultValue="1d">
      <Tabs.List aria-label="期間" variant={variant} fullWidth={fullWidth}>
        {['1日', '1週', '1か月', '3か月', '1年', '5年'].map((label, index) => (
          <Tabs.Trigger key={label} value={['1d', '1w', '1m', '3m', '1y', '5y'][index]!}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {['1d', '1w', '1m', '3m', '1y', '5y'].map((value) => (
        <Tabs.Content key={value} value={value}>
          チャート（{value}）
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
};
export const WithDisabledTab: Story = {
  render: () => (
    <Tabs.Root defaultValue="holdings">
      <Tabs.List aria-label="保有状況">
        <Tabs.Trigger value="holdings">保有銘柄</Tabs.Trigger>
        <Tabs.Trigger value="orders" disabled>
          注文中
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="holdings">保有銘柄はありません</Tabs.Content>
      <Tabs.Content value="orders">注文中の銘柄はありません</Tabs.Content>
    </Tabs.Root>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };

export const Chinese: Story = {
  render: ({ variant, fullWidth }) => (
    <Tabs.Root defaultValue="holdings">
      <Tabs.List aria-label="持仓" variant={variant} fullWidth={fullWidth}>
        <Tabs.Trigger value="holdings">持仓股票</Tabs.Trigger>
        <Tabs.Trigger value="orders">委托中</Tabs.Trigger>
        <Tabs.Trigger value="history">交易记录</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="holdings">暂无持仓</Tabs.Content>
      <Tabs.Content value="orders">暂无委托</Tabs.Content>
      <Tabs.Content value="history">暂无交易记录</Tabs.Content>
    </Tabs.Root>
  ),
  globals: { locale: 'cn' },
};
export const English: Story = {
  render: ({ variant, fullWidth }) => (
    <Tabs.Root defaultValue="holdings">
      <Tabs.List aria-label="Portfolio" variant={variant} fullWidth={fullWidth}>
        <Tabs.Trigger value="holdings">Holdings</Tabs.Trigger>
        <Tabs.Trigger value="orders">Open orders</Tabs.Trigger>
        <Tabs.Trigger value="history">History</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="holdings">No holdings yet</Tabs.Content>
      <Tabs.Content value="orders">No open orders</Tabs.Content>
      <Tabs.Content value="history">No trades yet</Tabs.Content>
    </Tabs.Root>
  ),
  globals: { locale: 'us' },
};
/** More tabs than fit a small phone: tighter, then in rows, every label whole and in sight. */
export const ManyTabs: Story = {
  render: () => (
    <Tabs.Root defaultValue="all">
      <Tabs.List aria-label="カテゴリー">
        {[
          ['all', 'すべて'],
          ['news', 'ニュース'],
          ['ipo', '新規公開株'],
          ['notice', 'お知らせ'],
          ['market', 'マーケット'],
        ].map(([value, label]) => (
          <Tabs.Trigger key={value} value={value!}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="all">すべての記事</Tabs.Content>
      <Tabs.Content value="news">ニュース</Tabs.Content>
      <Tabs.Content value="ipo">新規公開株</Tabs.Content>
      <Tabs.Content value="notice">お知らせ</Tabs.Content>
      <Tabs.Content value="market">マーケット</Tabs.Content>
    </Tabs.Root>
  ),
};
