import { redirect, type ActionFunctionArgs } from 'react-router';
import { followBrand } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { fieldOf, INTENT_FIELD, refusedBy, type FormResult } from '../../../forms/formPost';
import { formReturnPath, loginPathBack } from '../../shared/forms/returnPath';
import { FOLLOW_BRAND_INTENT } from './brandForms';

const ID = /^[\w-]{1,40}$/;

/**
 * The brand page's form post: follow or unfollow the brand (posted without JavaScript or before the
 * page works), with the shopper's session. A guest goes to login and back to the brand.
 */
export async function brandAction({ request }: ActionFunctionArgs, { client }: RouteDeps): Promise<FormResult> {
  const form = await request.formData();
  const intent = fieldOf(form, INTENT_FIELD);
  const brandId = fieldOf(form, 'brand_id');
  const follow = fieldOf(form, 'follow');
  if (intent !== FOLLOW_BRAND_INTENT || !ID.test(brandId) || (follow !== 'follow' && follow !== 'unfollow')) {
    return { intent: intent || 'unknown', outcome: { kind: 'refused', messageKey: 'forms:refused' } };
  }
  const result = await followBrand(client, { brand_id: brandId, action: follow }, { signal: request.signal, suppressToast: true });
  if (!result.ok) {
    if (result.kind === 'login') throw redirect(loginPathBack(formReturnPath(request, form)));
    return { intent, key: brandId, outcome: refusedBy(result) };
  }
  return { intent, key: brandId, outcome: { kind: 'ok', messageKey: result.data.is_following ? 'forms:followed' : 'forms:unfollowed' } };
}
