import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * How a page moves the shopper: `go` to an address, `back` to where they came from. The shared
 * layout provides the real one (native deep links and native back inside the app webviews,
 * spec §2); outside it (stories of a single page, root errors) addresses under /m go through the
 * router and others load as documents.
 */
export interface ShopNavigation {
  go(href: string): void;
  back(): void;
}

const ShopNavigationContext = createContext<ShopNavigation | null>(null);

export function ShopNavigationProvider({ value, children }: { value: ShopNavigation; children: ReactNode }) {
  return <ShopNavigationContext value={value}>{children}</ShopNavigationContext>;
}

/** The navigation of the nearest layout, or the plain router one. */
export function useShopNavigation(): ShopNavigation {
  const provided = useContext(ShopNavigationContext);
  const navigate = useNavigate();
  return useMemo(
    () =>
      provided ?? {
        go: (href: string) => {
          if (href.startsWith('/m')) void navigate(href);
          else window.location.assign(href);
        },
        back: () => void navigate(-1),
      },
    [provided, navigate],
  );
}
