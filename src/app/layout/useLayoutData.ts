import { useEffect } from 'react';
import type { ApiClient } from '../../api';
import { loadLayoutData, type LayoutData } from '../../pages/shared/layoutData';
import type { SessionEvent } from '../../session';
import { useOnceRequest } from './useOnceRequest';

/**
 * spec §7 layout calls: the footer navigation once, and the brand info whenever the route's brand
 * sign changes (sign, get_header_info=1, affiliate_link_id when the visit has one). Both go to the
 * session store, and so does the footer answer's shopcartnum (spec §7 responses read it), so the
 * cart count is right from the first page on, not only after an add. The footer answer normally
 * comes from the layout route's loader (`loaded`, loaded beside the page); a layout mounted
 * without that loader calls it once itself. A non-zero errcode (any failure) means the data is
 * ignored: no toast, nothing broken shown, and the previous brand's info is cleared.
 */
export function useLayoutData(
  client: ApiClient,
  brandSign: string | undefined,
  send: (event: SessionEvent) => void,
  loaded?: LayoutData,
): void {
  const fetched = useOnceRequest(loaded === undefined ? 'footer' : null, () => loadLayoutData(client));
  const layout = loaded ?? fetched;
  const brand = useOnceRequest(brandSign ?? null, async (sign) => {
    const affiliate = client.shareIds().affiliateLinkId;
    const { getBrandInfo } = await import('../../api/endpoints/layout');
    return getBrandInfo(client, { sign, ...(affiliate ? { affiliate_link_id: affiliate } : {}) }, { suppressToast: true });
  });

  useEffect(() => {
    const data = layout?.footer;
    if (!data) return;
    // In a task of its own: the session's subscribers re-render synchronously when it changes, and
    // the footer arrives with the first page, in the same effects as everything the page starts.
    // The layout shows the loaded answer until the session holds it, so nothing changes on screen.
    const timer = setTimeout(() => {
      send({
        type: 'layout.footNav',
        footNavData: data.button,
        footer_coupon: data.coupon_notice ?? null,
        up_user_level: data.up_user_level ?? null,
        new_user_free_gift: data.new_user_free_gift ?? null,
        WeChat: data.wechat ?? null,
        login_reg_method: data.login_reg_method ?? null,
      });
      if (layout.shopCartNum !== null) send({ type: 'cart.count', count: layout.shopCartNum });
    }, 0);
    return () => clearTimeout(timer);
  }, [layout, send]);

  useEffect(() => {
    if (brand === undefined) return;
    if (brand.ok) send({ type: 'layout.brandInfo', brandInfo: brand.data.flagship_info, brandNav: brand.data.nav });
    else send({ type: 'layout.brandInfoIgnored' });
  }, [brand, send]);
}
