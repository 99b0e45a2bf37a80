import { useEffect } from 'react';
import { getBrandInfo, getFooterNav, type ApiClient } from '../../api';
import type { SessionEvent } from '../../session';
import { useOnceRequest } from './useOnceRequest';

/**
 * spec §7 layout calls: the footer navigation once, and the brand info whenever the route's brand
 * sign changes (sign, get_header_info=1, affiliate_link_id when the visit has one). Both go to the
 * session store, and so does the footer answer's shopcartnum (spec §7 responses read it), so the
 * cart count is right from the first page on, not only after an add. A non-zero errcode (any failure) means the data is ignored: no toast, nothing
 * broken shown, and the previous brand's info is cleared.
 */
export function useLayoutData(client: ApiClient, brandSign: string | undefined, send: (event: SessionEvent) => void): void {
  const footer = useOnceRequest('footer', () => getFooterNav(client, {}, { suppressToast: true }));
  const brand = useOnceRequest(brandSign ?? null, (sign) => {
    const affiliate = client.shareIds().affiliateLinkId;
    return getBrandInfo(client, { sign, ...(affiliate ? { affiliate_link_id: affiliate } : {}) }, { suppressToast: true });
  });

  useEffect(() => {
    if (!footer?.ok) return;
    const data = footer.data;
    send({
      type: 'layout.footNav',
      footNavData: data.button,
      footer_coupon: data.coupon_notice ?? null,
      up_user_level: data.up_user_level ?? null,
      new_user_free_gift: data.new_user_free_gift ?? null,
      WeChat: data.wechat ?? null,
      login_reg_method: data.login_reg_method ?? null,
    });
    const count = footer.body.shopcartnum;
    if (typeof count === 'number') send({ type: 'cart.count', count });
  }, [footer, send]);

  useEffect(() => {
    if (brand === undefined) return;
    if (brand.ok) send({ type: 'layout.brandInfo', brandInfo: brand.data.flagship_info, brandNav: brand.data.nav });
    else send({ type: 'layout.brandInfoIgnored' });
  }, [brand, send]);
}
