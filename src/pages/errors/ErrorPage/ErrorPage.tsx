import { useState } from 'react';
import { useShopNavigation } from '../../shared/navigation';
import { ErrorPageView } from './ErrorPageView';

export interface ErrorPageProps {
  status: number;
  /** The message to toast (already filtered: not a status-code text), if any. */
  toastMessage?: string;
  /** Reloads the document; the host may pass its own. */
  onReload?: () => void;
}

/** The error page: the route error boundary renders it for errors that are not "not found". */
export function ErrorPage({ status, toastMessage, onReload }: ErrorPageProps) {
  const navigation = useShopNavigation();
  const [dismissed, setDismissed] = useState(false);
  return (
    <ErrorPageView
      status={status}
      {...(toastMessage && !dismissed ? { toastMessage } : {})}
      onDismissToast={() => setDismissed(true)}
      onRetry={onReload ?? (() => window.location.reload())}
      onHome={() => navigation.go('/m')}
    />
  );
}
