import { redirect, type ActionFunctionArgs } from 'react-router';
import { enterLuckyDraw } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { fieldOf, INTENT_FIELD, refusedBy, type FormResult } from '../../../forms/formPost';
import { formReturnPath, loginPathBack } from '../../shared/forms/returnPath';
import { ENTER_DRAW_INTENT } from './luckyDrawForm';

const ID = /^[\w-]{1,40}$/;

/**
 * Entering the draw without JavaScript (or before the page works): the entry call with the shopper's
 * session; the page shows the backend's result after the 303. A refusal (a draw already entered, not
 * enough points) shows on the draw with the backend's message; a guest goes to login and back.
 */
export async function luckyDrawAction({ request }: ActionFunctionArgs, { client }: RouteDeps): Promise<FormResult> {
  const form = await request.formData();
  const intent = fieldOf(form, INTENT_FIELD);
  const drawId = fieldOf(form, 'draw_id');
  if (intent !== ENTER_DRAW_INTENT || !ID.test(drawId)) return { intent: intent || 'unknown', outcome: { kind: 'refused', messageKey: 'forms:refused' } };
  const result = await enterLuckyDraw(client, { draw_id: drawId }, { signal: request.signal, suppressToast: true });
  if (result.ok) return { intent, key: drawId, outcome: { kind: 'ok', messageKey: 'draws:detail.entered' } };
  if (result.kind === 'login') throw redirect(loginPathBack(formReturnPath(request, form)));
  return { intent, key: drawId, outcome: refusedBy(result) };
}
