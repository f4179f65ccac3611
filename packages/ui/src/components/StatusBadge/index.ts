export {
  StatusBadge,
  badgeTones,
  statusFamilies,
  statusTone,
  statusTones,
  type BadgeTone,
  type StatusBadgeProps,
  type StatusFamily,
  type StatusOf,
} from './StatusBadge.tsx';
export { statusBadgeMessages } from './StatusBadge.messages.ts';
