import { useLoaderData, useRevalidator } from 'react-router';
import { useFooterValue } from '../../shared/layoutData';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import { levelOf } from '../../shared/membership/membershipLevels';
import type { MembershipData } from './membershipLoader';
import { MembershipView } from './MembershipView';

/**
 * The membership page's container. The level comes from the account centre; the level just reached
 * (spec §3 up_user_level with show on) from the layout loader's footer data, or the session when
 * the page runs without the layout route.
 */
export function Membership() {
  const data = useLoaderData<MembershipData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const upLevel = useFooterValue((footer) => footer.up_user_level, (s) => s.up_user_level);
  const levelUp = upLevel?.show ? (upLevel.level_name ?? levelOf(null, upLevel.level ?? null)?.name ?? null) : null;
  return (
    <MembershipView
      status={data.kind === 'ok' ? 'ready' : data.kind}
      retrying={revalidator.state === 'loading'}
      {...(data.kind === 'ok' ? { current: levelOf(data.levelName, data.level), levelName: data.levelName, levelUp } : {})}
      onRetry={() => void revalidator.revalidate()}
      onLogin={() => navigation.go(loginAddress('/m/membership'))}
    />
  );
}
