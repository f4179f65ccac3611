import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { banner } from './SimulatorBanner.css.ts';
import { simulatorBannerMessages } from './SimulatorBanner.messages.ts';

/** The plain, persistent marker that this is a simulated market with paper money. */
export function SimulatorBanner() {
  const intl = useIntl();
  return (
    <p className={banner} role="note">
      <Icon name="alert" small />
      {intl.formatMessage(simulatorBannerMessages.text)}
    </p>
  );
}
