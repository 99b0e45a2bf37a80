import type { StaticHandlerContext } from 'react-router';
import { parseFormResult } from '../forms/formResult';
import type { FormResult } from '../forms/formPost';
import { formReturnPath } from '../pages/shared/forms/returnPath';
import { isFormPost, refusedPost, serializeFlashCookie } from './formPosts';

export interface FormPostOptions {
  readonly request: Request;
  readonly cookie: string;
  /** The response is sent over https (the flash cookie is Secure). */
  readonly secure: boolean;
  /** Runs the matched route's action (and no loader): react-router's static handler query. */
  readonly runAction: (request: Request) => Promise<StaticHandlerContext | Response>;
  /** The page shown for a refused post (status 403). */
  readonly refused: () => Response;
}

/** The result an action answered with (the innermost route's that is a form result). */
function resultOf(context: StaticHandlerContext): FormResult | null {
  const answers = Object.values(context.actionData ?? {}).reverse();
  for (const answer of answers) {
    const result = parseFormResult(answer);
    if (result) return result;
  }
  return null;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * A form posted without JavaScript (or before it ran): refused with 403 when it comes from another
 * site or without the session's token (nothing runs, the backend is not called); else the route's
 * action runs with the shopper's cookies and the answer is a 303 back to the page the form came from
 * (or the safe `redirect` it names), the result going along in the flash cookie. An action that
 * redirects (a guest sent to login, buy now to checkout) is followed with a 303 to the same place.
 * An action that failed comes back as a refusal of the form's intent.
 */
export async function answerFormPost({ request, cookie, secure, runAction, refused }: FormPostOptions): Promise<Response> {
  if (!isFormPost(request)) return refused();
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return refused();
  }
  if (refusedPost(request, form, cookie) !== null) return refused();
  const answer = await runAction(request);
  if (answer instanceof Response) {
    const location = answer.headers.get('location');
    if (!REDIRECT_STATUSES.has(answer.status) || location === null) return answer;
    return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  }
  const headers = new Headers({ location: formReturnPath(request, form), 'cache-control': 'no-store' });
  const intent = form.get('intent');
  const result =
    resultOf(answer) ??
    (answer.errors && typeof intent === 'string' ? parseFormResult({ intent, outcome: { kind: 'refused' } }) : null);
  if (result) headers.append('set-cookie', serializeFlashCookie(result, secure));
  // Cookies the action itself set (the language form's choice) go along with the 303.
  for (const actionHeaders of Object.values(answer.actionHeaders ?? {})) {
    for (const cookie of actionHeaders.getSetCookie()) headers.append('set-cookie', cookie);
  }
  return new Response(null, { status: 303, headers });
}
