import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWithReload } from '../../pages/flows/chunkReload/lazyWithReload';
import { useSession, type SessionContext } from '../../session';

/**
 * The shared layout's session overlays, loaded on first use: each flow's host (its machine, its
 * view and their components) is fetched the first time the session asks for it, then stays
 * mounted, exactly as if it had been there from the start. No page needs them for its first paint.
 */
function onDemand(name: string, Host: LazyExoticComponent<ComponentType>, wanted: (context: SessionContext) => boolean): ComponentType {
  function OnDemandHost() {
    const asked = useSession(wanted);
    // Once asked for, the host stays mounted: it closes its own dialog, as it always did.
    const [mounted, setMounted] = useState(asked);
    if (asked && !mounted) setMounted(true);
    if (!mounted && !asked) return null;
    return (
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    );
  }
  OnDemandHost.displayName = `OnDemand(${name})`;
  return OnDemandHost;
}

/** The captcha popup (CaptchaHost), from the first `captcha.start` on. */
export const OnDemandCaptchaHost = onDemand(
  'CaptchaHost',
  lazyWithReload(() => import('../../pages/flows/captcha/CaptchaHost').then((module) => ({ default: module.CaptchaHost }))),
  (s) => s.verifySource !== null,
);

/** The phone-binding dialog (BindPhoneHost), from the first `bindPhone.request` on. */
export const OnDemandBindPhoneHost = onDemand(
  'BindPhoneHost',
  lazyWithReload(() => import('../../pages/flows/bindPhone/BindPhoneHost').then((module) => ({ default: module.BindPhoneHost }))),
  (s) => s.bind_phone.show,
);

/** The bundle tip (BundleTipHost), from the first bundle_tips on. */
export const OnDemandBundleTipHost = onDemand(
  'BundleTipHost',
  lazyWithReload(() => import('../../pages/flows/addToCart/BundleTipHost').then((module) => ({ default: module.BundleTipHost }))),
  (s) => s.bundle.bundle_tips !== null,
);

/** The tourist's automatic WeChat login (TouristLoginHost), for a Chinese tourist who is not signed in. */
export const OnDemandTouristLoginHost = onDemand(
  'TouristLoginHost',
  lazyWithReload(() => import('../../pages/flows/touristLogin/TouristLoginHost').then((module) => ({ default: module.TouristLoginHost }))),
  (s) => s.is_chinese_tourists && !s.isLogin,
);
