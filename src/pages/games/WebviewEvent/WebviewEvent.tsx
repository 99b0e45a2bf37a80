import { useShopNavigation } from '../../shared/navigation';
import { useInApp } from '../shared';
import { WebviewEventView } from './WebviewEventView';

/** The event page's container: the layout's navigation (deep links and the app's back inside the app, spec §2). */
export function WebviewEvent() {
  const navigation = useShopNavigation();
  return <WebviewEventView inApp={useInApp()} onOpen={(href) => navigation.go(href)} onBack={() => navigation.back()} />;
}
