import { useCallback, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../api';
import { useLocale } from '../../../i18n';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { toFormFailure, type FormFailure } from './formFailure';

/** What the three sign-in containers share: the client, the failure shown, in-shop links and toasts. */
export function useAuthPage() {
  const client = useApiClient();
  const locale = useLocale();
  const navigate = useNavigate();
  const sendToSession = useSessionSend();
  const isLogin = useSession((s) => s.isLogin);
  const failureText = useFailureText();
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const fail = useCallback((result: ApiFailure) => setFailure(toFormFailure(result, failureText)), [failureText]);
  const onNavigate = useCallback(
    (href: string, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
  const toast = useCallback((text: string) => sendToSession({ type: 'toast.show', text, tone: 'success' }), [sendToSession]);
  /** A sign-in or sign-up succeeded: the session knows at once (also where the client does not report is_login), with a toast. */
  const signedIn = useCallback(
    (text: string) => {
      sendToSession({ type: 'login.seen', isLogin: true });
      toast(text);
    },
    [sendToSession, toast],
  );

  return { client, locale, navigate, isLogin, failure, setFailure, fail, onNavigate, toast, signedIn };
}
