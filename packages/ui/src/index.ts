// Public API of @kabuto/ui: named exports only. Inside the package, import files directly.

// Tokens and themes
export {
  vars,
  lightTheme,
  darkTheme,
  themeNames,
  priceColourConventions,
  priceColourPreferences,
} from './tokens/index.ts';
export type { ThemeName, PriceColours, PriceColourPreference } from './tokens/index.ts';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css.ts';

// Intl
export { locales, defaultLocale, bcp47, localeNames, isLocale, type Locale } from './intl/locales.ts';
export {
  loadUiMessages,
  loadUiAreaMessages,
  loadAllUiMessages,
  type MessageArea,
  type UiMessageArea,
  type MessageCatalogue,
} from './intl/loadUiMessages.ts';
export { messageAreas } from './intl/areas.ts';
export { KabutoProvider, type KabutoProviderProps } from './intl/KabutoProvider.tsx';
export { formatMoney, toDecimalString, decimalSign } from './intl/format.ts';
export { errorMessages } from './intl/errors.messages.ts';

// Primitives
export { Box, type BoxProps } from './primitives/Box/index.ts';
export { Stack, stackGaps, type StackProps } from './primitives/Stack/index.ts';
export { Text, textSizes, textTones, type TextProps } from './primitives/Text/index.ts';

// Components
export { AccountPanel, accountPanelLinkKeys } from './components/AccountPanel/index.ts';
export type { AccountPanelLinkKey, AccountPanelProps } from './components/AccountPanel/index.ts';
export { AppShell, type AppShellProps } from './components/AppShell/index.ts';
export { AssetPanel, type AssetPanelProps, type AssetSummary } from './components/AssetPanel/index.ts';
export { BottomNav, bottomNavKeys, type BottomNavKey, type BottomNavProps } from './components/BottomNav/index.ts';
export { Button, buttonSizes, buttonVariants, buttonStyles, type ButtonProps } from './components/Button/index.ts';
export { Change, type ChangeProps } from './components/Change/index.ts';
export { Checkbox, type CheckboxProps } from './components/Checkbox/index.ts';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/index.ts';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/index.ts';
export { Header, type HeaderLink, type HeaderProps } from './components/Header/index.ts';
export { LanguageSwitch, type LanguageSwitchProps } from './components/LanguageSwitch/index.ts';
export { Money, type MoneyProps } from './components/Money/index.ts';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/index.ts';
export { ProgressSteps, stepStates } from './components/ProgressSteps/index.ts';
export type { ProgressStep, ProgressStepsProps, StepState } from './components/ProgressSteps/index.ts';
export { Sheet, sheetSides, type SheetProps } from './components/Sheet/index.ts';
export { SimulatorBanner } from './components/SimulatorBanner/index.ts';
export { OfflineBanner, type OfflineBannerProps } from './components/OfflineBanner/index.ts';
export { PageTransition, type PageTransitionProps } from './components/PageTransition/index.ts';
export { Skeleton, skeletonHeights, type SkeletonProps } from './components/Skeleton/index.ts';
export { TextField, type TextFieldProps } from './components/TextField/index.ts';
export { TextArea, textAreaMessages, type TextAreaProps } from './components/TextArea/index.ts';
export { Pager, pageCount, pagerMessages, pagerValueMessages, type PagerProps } from './components/Pager/index.ts';
export { Toaster, toastTones, type ToastItem, type ToastTone, type ToasterProps } from './components/Toaster/index.ts';
export { TopBar, type TopBarProps } from './components/TopBar/index.ts';

// Screens
export type { FieldBinding } from './screens/FieldBinding.ts';
export { HomeScreen, type HomeScreenProps, type HomeScreenStatus } from './screens/HomeScreen/index.ts';
export { LoginScreen, type LoginScreenProps } from './screens/LoginScreen/index.ts';
export { LoginStartScreen, type LoginStartScreenProps } from './screens/LoginStartScreen/index.ts';
export { NotFoundScreen, type NotFoundScreenProps } from './screens/NotFoundScreen/index.ts';
export { RegisterScreen, type RegisterScreenProps } from './screens/RegisterScreen/index.ts';
export { SplashScreen, splashStepIds } from './screens/SplashScreen/index.ts';
export type { SplashScreenProps, SplashStep, SplashStepId } from './screens/SplashScreen/index.ts';

// Primitives and components of the design system (issue 4)
export {
  Heading,
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
} from './primitives/Heading/index.ts';
export { Inline, inlineAligns, inlineGaps, inlineJustifies, type InlineProps } from './primitives/Inline/index.ts';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden/index.ts';
export { Icon, iconNames, type IconName, type IconProps } from './primitives/Icon/index.ts';
export {
  ConfirmDialog,
  confirmDialogTones,
  type ConfirmDialogProps,
  confirmDialogMessages,
} from './components/ConfirmDialog/index.ts';
export { Dialog, DialogClose, type DialogProps, dialogMessages } from './components/Dialog/index.ts';
export {
  FileUpload,
  defaultMaxBytes,
  defaultMaxDimension,
  fileUploadImageTypes,
  type FileUploadError,
  type FileUploadProps,
  fileUploadMessages,
} from './components/FileUpload/index.ts';
export {
  IconButton,
  iconButtonShapes,
  iconButtonSizes,
  iconButtonVariants,
  type IconButtonProps,
} from './components/IconButton/index.ts';
export { KeyValueList, type KeyValueItem, type KeyValueListProps } from './components/KeyValueList/index.ts';
export {
  MarketClock,
  marketPhases,
  type MarketClockProps,
  type MarketPhase,
  marketClockMessages,
} from './components/MarketClock/index.ts';
export { NumberField, type NumberFieldProps } from './components/NumberField/index.ts';
export { Price, formatPrice, priceDecimals, type PriceDecimals, type PriceProps } from './components/Price/index.ts';
export {
  PriceChart,
  priceChartPeriods,
  priceChartStatuses,
  type PriceChartCandle,
  type PriceChartPeriod,
  type PriceChartProps,
  type PriceChartStatus,
} from './components/PriceChart/index.ts';
export {
  QuoteList,
  defaultRowHeight,
  quoteListStatuses,
  type QuoteListProps,
  type QuoteListStatus,
  useAnimationFrameValue,
} from './components/QuoteList/index.ts';
export {
  QuoteRow,
  flashDirections,
  type QuoteFlash,
  type QuoteRowItem,
  type QuoteRowProps,
} from './components/QuoteRow/index.ts';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup/index.ts';
export { RecordRow, type RecordRowProps, recordRowMessages } from './components/RecordRow/index.ts';
export { SearchField, type SearchFieldProps } from './components/SearchField/index.ts';
export {
  SegmentedControl,
  segmentedTones,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/SegmentedControl/index.ts';
export { Select, type SelectOption, type SelectProps } from './components/Select/index.ts';
export { Slider, type SliderProps } from './components/Slider/index.ts';
export {
  Sparkline,
  sparklineDirection,
  sparklineDirections,
  type SparklineDirection,
  type SparklineProps,
} from './components/Sparkline/index.ts';
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
  statusBadgeMessages,
} from './components/StatusBadge/index.ts';
export { Switch, type SwitchProps } from './components/Switch/index.ts';
export {
  Tabs,
  tabsVariants,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './components/Tabs/index.ts';
export { Tooltip, tooltipSides, type TooltipProps } from './components/Tooltip/index.ts';
export { formatCompact } from './intl/compact.ts';

// The investor's screens. The operator console's screens are in ./console.ts (@kabuto/ui/console).
export * from './screens/mine/index.ts';
export * from './screens/markets/index.ts';
export * from './screens/news/index.ts';
export * from './screens/trade/index.ts';
export * from './screens/funding/index.ts';
export * from './screens/security/index.ts';
export * from './screens/offerings/index.ts';
export * from './screens/follow/index.ts';
export * from './screens/daytrade/index.ts';
export * from './screens/loan/index.ts';
export * from './screens/exchange/index.ts';
