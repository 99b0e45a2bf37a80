import { redirect, type ActionFunctionArgs } from 'react-router';
import { loginWithPassword } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { fieldOf, refusedBy, type FormResult } from '../../../forms/formPost';
import { readAuthQuery } from '../shared/authQuery';
import { firstSafeReturnPath } from '../shared/returnAddress';
import { SIGN_IN_INTENT } from './loginIntent';

const FIELD_MAX = 200;

/**
 * Sign in with a password posted without JavaScript (or before the page works): the login call with
 * the shopper's session (the backend's session cookie goes to the browser with the 303), then on to
 * the page's safe `redirect` (isSafeRedirect, else /m). A refusal (wrong password, a security check
 * the page must show) comes back above the form with the backend's message.
 */
export async function loginAction(args: ActionFunctionArgs, { client }: RouteDeps): Promise<FormResult> {
  const form = await args.request.formData();
  const account = fieldOf(form, 'account').trim();
  const password = fieldOf(form, 'password');
  if (!account || !password || account.length > FIELD_MAX || password.length > FIELD_MAX) {
    return { intent: SIGN_IN_INTENT, outcome: { kind: 'refused', messageKey: 'forms:signInRefused' } };
  }
  const result = await loginWithPassword(client, { account, password }, { signal: args.request.signal, suppressToast: true });
  if (!result.ok) {
    const outcome = refusedBy(result);
    return { intent: SIGN_IN_INTENT, outcome: outcome.kind === 'refused' && !outcome.message ? { ...outcome, messageKey: 'forms:signInRefused' } : outcome };
  }
  const query = readAuthQuery(args);
  throw redirect(firstSafeReturnPath([query.redirect], query.origin));
}
