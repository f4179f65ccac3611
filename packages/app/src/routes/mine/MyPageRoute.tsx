import { useQuery } from '@tanstack/react-query';
import { MyPageScreen, myPageScreenMessages } from '@kabuto/ui';
import { readMarket } from '../../app/market.ts';
import { getHref } from '../../app/paths.ts';
import { toAssetSummary } from '../home/home.mappers.ts';
import { useAssetLists, userInfoQuery } from '../home/home.queries.ts';
import { toMyPageProfile } from './mine.mappers.ts';
import { profileQuery } from './mine.queries.ts';
import { statusOf, useMineRoute } from './useMine.ts';

const hrefs = {
  verified: getHref('verified'),
  fundPassword: getHref('fundPassword'),
  bank: getHref('bank'),
  language: getHref('language'),
  support: getHref('support'),
  referral: getHref('referral'),
};

/** /mine/myPage: profile, restrictions, the asset figures and the settings. */
export function Component() {
  const { account, locale, shell } = useMineRoute(myPageScreenMessages.title);
  const profile = useQuery(profileQuery(account));
  const user = useQuery(userInfoQuery(account));
  const { lists, pending } = useAssetLists(account, readMarket());
  return (
    <MyPageScreen
      shell={shell}
      status={statusOf(profile)}
      onRetry={() => void profile.refetch()}
      profile={profile.data ? toMyPageProfile(profile.data, locale) : undefined}
      assets={user.data && !pending ? toAssetSummary(user.data, lists) : undefined}
      hrefs={hrefs}
    />
  );
}
