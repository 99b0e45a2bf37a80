import { useLoaderData, useRevalidator } from 'react-router';
import { useSession } from '../../../session';
import { useLayoutLoaderData } from '../../shared/layoutData';
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
  const layout = useLayoutLoaderData();
  // The session's copy only without the layout's loader (see Home: no re-render when the session takes it).
  const sessionLevel = useSession((s) => (layout === undefined ? s.up_user_level : null));
  const upLevel = layout === undefined ? sessionLevel : (layout.footer?.up_user_level ?? null);
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
