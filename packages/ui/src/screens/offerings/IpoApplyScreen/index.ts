export { IpoApplyScreen } from './IpoApplyScreen.tsx';
export type { IpoApplyLinks, IpoApplyScreenProps } from './IpoApplyScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { ipoApplyScreenMessages } from './IpoApplyScreen.messages.ts';
