import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Built-in texts of MarketClock; ids `ui.marketClock.<key>`, Japanese defaults.
export const marketClockMessages = defineMessages<{
  open: Plain;
  closed: Plain;
  lunchBreak: Plain;
  preOpen: Plain;
  closingAuction: Plain;
  holiday: Plain;
  nextChangeAt: { time: string };
  nextPhaseAt: { time: string; phase: string };
}>({
  open: {
    id: 'ui.marketClock.open',
    defaultMessage: '取引時間中',
    description: 'Market phase: the market is open for continuous trading',
  },
  closed: {
    id: 'ui.marketClock.closed',
    defaultMessage: '取引終了',
    description: 'Market phase: the market is closed (outside trading hours)',
  },
  lunchBreak: {
    id: 'ui.marketClock.lunchBreak',
    defaultMessage: '昼休み',
    description: 'Market phase: the midday break between morning and afternoon sessions',
  },
  preOpen: {
    id: 'ui.marketClock.preOpen',
    defaultMessage: '寄り前',
    description: 'Market phase: pre-open order acceptance before the opening auction',
  },
  closingAuction: {
    id: 'ui.marketClock.closingAuction',
    defaultMessage: 'クロージング・オークション',
    description: 'Market phase: the closing auction just before the close',
  },
  holiday: {
    id: 'ui.marketClock.holiday',
    defaultMessage: '休場日',
    description: 'Market phase: the market is closed for a holiday',
  },
  nextChangeAt: {
    id: 'ui.marketClock.nextChangeAt',
    defaultMessage: '次の切替 {time}',
    description: 'When the market phase next changes; {time} is a time in the market time zone',
  },
  nextPhaseAt: {
    id: 'ui.marketClock.nextPhaseAt',
    defaultMessage: '{time}から{phase}',
    description: 'The next market phase and when it starts; {time} in the market time zone, {phase} a phase name',
  },
});
