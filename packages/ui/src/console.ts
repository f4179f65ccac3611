// Public API of @kabuto/ui/console: the operator console's screens (users, reviews, config, news…), for a broker
// running this contract. Kept out of the main entry so an investor app's imports (and its editor's suggestions) hold
// only the investor's screens; both entries share one stylesheet (@kabuto/ui/styles.css), one provider
// (KabutoProvider from @kabuto/ui) and the 'admin' message area (loadUiAreaMessages(locale, 'admin')).
export * from './screens/admin/index.ts';
