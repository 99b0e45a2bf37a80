import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { useInApp, useSignInFirst } from '../shared';
import type { WebviewPosData } from './webviewPosLoader';
import { WebviewPosView } from './WebviewPosView';

/** The point-of-sale container: the layout's navigation (deep links and the app's back inside the app), sign-in and back for a guest. */
export function WebviewPos() {
  const data = useLoaderData<WebviewPosData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const { signIn } = useSignInFirst();
  return (
    <WebviewPosView
      state={
        data.kind === 'ok'
          ? { status: 'ready', memberCode: data.memberCode, name: data.name }
          : data.kind === 'guest'
            ? { status: 'guest' }
            : { status: 'error', message: data.failure.message ?? null, retrying: revalidator.state === 'loading' }
      }
      inApp={useInApp()}
      onOpen={(href) => navigation.go(href)}
      onBack={() => navigation.back()}
      onSignIn={() => signIn()}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
