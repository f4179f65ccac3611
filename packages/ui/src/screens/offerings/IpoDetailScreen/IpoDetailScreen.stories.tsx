import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { localizeFixtures } from '../shared/fixtures.ts';
import { IpoDetailScreen } from './IpoDetailScreen.tsx';
import { ipoDetailScreenMessages } from './IpoDetailScreen.messages.ts';
import {
  appliedDetail,
  drawnDetail,
  ipoDetailProps,
  listedDetail,
  upcomingDetail,
} from './IpoDetailScreen.fixtures.ts';

const summaries = {
  jp: ipoDetailProps.businessSummary!,
  cn: '为制造业提供数据分析云服务，主力服务是从工厂设备数据中发现故障前兆。',
  us: 'Provides a data-analysis cloud for manufacturers; its main service finds early signs of failure in factory equipment data.',
};

const meta = {
  title: 'Screens/Offerings/IpoDetailScreen',
  component: IpoDetailScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(IpoDetailScreen, ipoDetailScreenMessages.title, (args, locale) => ({
    ...localizeFixtures(args, locale),
    businessSummary: args.businessSummary === summaries.jp ? summaries[locale] : args.businessSummary,
  })),
  args: { ...ipoDetailProps, onRetry: fn() },
} satisfies Meta<typeof IpoDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Applications open: the offer price, every term, the committed seed hash and the apply link. */
export const Ready: Story = {};
export const Applied: Story = { args: appliedDetail };
/** Book-building: the range, no offer price yet, no commitment yet. */
export const Upcoming: Story = { args: upcomingDetail };
/** Drawn: the winning rate, the seed published and the verify link. */
export const Drawn: Story = { args: drawnDetail };
export const Listed: Story = { args: listedDetail };
export const Loading: Story = { args: { status: 'loading', offering: undefined, draw: undefined } };
export const Error: Story = { args: { status: 'error', offering: undefined, draw: undefined } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseDrawn: Story = { args: drawnDetail, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishDrawn: Story = { args: drawnDetail, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
