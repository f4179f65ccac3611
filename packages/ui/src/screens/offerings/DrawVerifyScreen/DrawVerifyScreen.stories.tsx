import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { committedDraw, localizeFixtures, subscribingOffering } from '../shared/fixtures.ts';
import { DrawVerifyScreen } from './DrawVerifyScreen.tsx';
import { drawVerifyScreenMessages } from './DrawVerifyScreen.messages.ts';
import {
  drawVerifyProps,
  failedChecks,
  passedChecks,
  seedNotPublishedProps,
  workingChecks,
} from './DrawVerifyScreen.fixtures.ts';

const meta = {
  title: 'Screens/Offerings/DrawVerifyScreen',
  component: DrawVerifyScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(DrawVerifyScreen, drawVerifyScreenMessages.title, localizeFixtures),
  args: { ...drawVerifyProps, onRetry: fn(), onRunCheck: fn() },
} satisfies Meta<typeof DrawVerifyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A drawn IPO before the check: the published seed, hashes, entries and the steps to run. */
export const Ready: Story = {};
export const Working: Story = { args: { checks: workingChecks, running: true } };
/** Every step matched, with the counts and the user's own entry. */
export const Passed: Story = { args: { checks: passedChecks } };
/** A mismatch: the hash computed on the device beside the published one, and what to do. */
export const Failed: Story = { args: { checks: failedChecks } };
/** The seed is not published yet: only the entries can be checked. */
export const SeedNotPublished: Story = { args: seedNotPublishedProps };
/** Applications still open: nothing to verify yet. */
export const NotReady: Story = {
  args: {
    offering: subscribingOffering,
    draw: committedDraw,
    checks: { seed: { state: 'pending' }, entries: { state: 'pending' }, rerun: { state: 'pending' } },
  },
};
export const Loading: Story = { args: { status: 'loading', offering: undefined, draw: undefined } };
export const Error: Story = { args: { status: 'error', offering: undefined, draw: undefined } };
export const Chinese: Story = { args: { checks: passedChecks }, globals: { locale: 'cn' } };
export const ChineseFailed: Story = { args: { checks: failedChecks }, globals: { locale: 'cn' } };
export const English: Story = { args: { checks: passedChecks }, globals: { locale: 'us' } };
export const EnglishSeedNotPublished: Story = { args: seedNotPublishedProps, globals: { locale: 'us' } };
export const Dark: Story = { args: { checks: passedChecks }, globals: { theme: 'dark' } };
