import type { MessageDescriptor } from 'react-intl';
import { accountPanelMessages } from '../components/AccountPanel/AccountPanel.messages.ts';
import { assetPanelMessages } from '../components/AssetPanel/AssetPanel.messages.ts';
import { bottomNavMessages } from '../components/BottomNav/BottomNav.messages.ts';
import { buttonMessages } from '../components/Button/Button.messages.ts';
import { emptyStateMessages } from '../components/EmptyState/EmptyState.messages.ts';
import { errorStateMessages } from '../components/ErrorState/ErrorState.messages.ts';
import { headerMessages } from '../components/Header/Header.messages.ts';
import { languageSwitchMessages } from '../components/LanguageSwitch/LanguageSwitch.messages.ts';
import { passwordFieldMessages } from '../components/PasswordField/PasswordField.messages.ts';
import { progressStepsMessages } from '../components/ProgressSteps/ProgressSteps.messages.ts';
import { sheetMessages } from '../components/Sheet/Sheet.messages.ts';
import { simulatorBannerMessages } from '../components/SimulatorBanner/SimulatorBanner.messages.ts';
import { offlineBannerMessages } from '../components/OfflineBanner/OfflineBanner.messages.ts';
import { toasterMessages } from '../components/Toaster/Toaster.messages.ts';
import { topBarMessages } from '../components/TopBar/TopBar.messages.ts';
import { loginScreenMessages } from '../screens/LoginScreen/LoginScreen.messages.ts';
import { loginStartScreenMessages } from '../screens/LoginStartScreen/LoginStartScreen.messages.ts';
import { notFoundScreenMessages } from '../screens/NotFoundScreen/NotFoundScreen.messages.ts';
import { registerAgreeMessages, registerScreenMessages } from '../screens/RegisterScreen/RegisterScreen.messages.ts';
import { splashScreenMessages } from '../screens/SplashScreen/SplashScreen.messages.ts';
import { numberFieldMessages } from '../components/NumberField/NumberField.messages.ts';
import { selectMessages } from '../components/Select/Select.messages.ts';
import { searchFieldMessages } from '../components/SearchField/SearchField.messages.ts';
import { sliderMessages } from '../components/Slider/Slider.messages.ts';
import { dialogMessages } from '../components/Dialog/Dialog.messages.ts';
import { confirmDialogMessages } from '../components/ConfirmDialog/ConfirmDialog.messages.ts';
import { fileUploadMessages } from '../components/FileUpload/FileUpload.messages.ts';
import { statusBadgeMessages } from '../components/StatusBadge/StatusBadge.messages.ts';
import { marketClockMessages } from '../components/MarketClock/MarketClock.messages.ts';
import { quoteListMessages } from '../components/QuoteList/QuoteList.messages.ts';
import { quoteRowMessages } from '../components/QuoteRow/QuoteRow.messages.ts';
import { priceChartMessages } from '../components/PriceChart/PriceChart.messages.ts';
import { tooltipMessages } from '../components/Tooltip/Tooltip.messages.ts';
import { recordRowMessages } from '../components/RecordRow/RecordRow.messages.ts';
import { textAreaMessages } from '../components/TextArea/TextArea.messages.ts';
import { pagerMessages, pagerValueMessages } from '../components/Pager/Pager.messages.ts';
import { errorMessages } from './errors.messages.ts';

/** The core: what any screen may show (chrome, components, sign-in, errors). */
export const coreMessageGroups: Record<string, MessageDescriptor>[] = [
  numberFieldMessages,
  selectMessages,
  searchFieldMessages,
  sliderMessages,
  dialogMessages,
  confirmDialogMessages,
  fileUploadMessages,
  statusBadgeMessages,
  marketClockMessages,
  quoteListMessages,
  quoteRowMessages,
  priceChartMessages,
  tooltipMessages,
  recordRowMessages,
  textAreaMessages,
  pagerMessages,
  pagerValueMessages,
  accountPanelMessages,
  assetPanelMessages,
  bottomNavMessages,
  buttonMessages,
  emptyStateMessages,
  errorStateMessages,
  headerMessages,
  languageSwitchMessages,
  passwordFieldMessages,
  progressStepsMessages,
  sheetMessages,
  simulatorBannerMessages,
  offlineBannerMessages,
  toasterMessages,
  topBarMessages,
  loginScreenMessages,
  loginStartScreenMessages,
  notFoundScreenMessages,
  registerScreenMessages,
  registerAgreeMessages,
  splashScreenMessages,
  errorMessages,
];
