import type { LoaderFunctionArgs } from 'react-router';
import { getProfile, type ApiClient, type Gender, type SkinType, type User } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import { choiceOf, isGender, isSkinType } from '../shared/profileChoices';
import { bangkokToday, birthdayOf } from './birthdayDate';

/** The profile as the form edits it: a choice the page does not know reads as not given (''). */
export interface ProfileValues {
  readonly nickname: string;
  readonly gender: Gender | '';
  /** 'yyyy-mm-dd' (Gregorian), or null when none is given. */
  readonly birthday: string | null;
  readonly skinType: SkinType | '';
}

/** What the profile loader returns: the saved profile and its photo, or a failure with retry (a guest was sent to login). */
export type ProfileData =
  | {
      readonly kind: 'ok';
      readonly values: ProfileValues;
      readonly avatar: string | null;
      /** Today in Bangkok, for the birthday calendar (read once here, so the server's and the browser's render agree). */
      readonly today: string;
    }
  | { readonly kind: 'error' };

/** The form's values of a user as the backend sent it. */
export function profileValuesOf(user: User, today: string): ProfileValues {
  return {
    nickname: user.username,
    gender: choiceOf(user.gender, isGender),
    birthday: birthdayOf(user.birthday, today),
    skinType: choiceOf(user.skin_type, isSkinType),
  };
}

/** The profile page's loader: the signed-in shopper's profile. A guest (401) is sent to login and back. */
export async function loadProfile(client: ApiClient, request: Request, now: number = Date.now()): Promise<ProfileData> {
  const loaded = await loadedOrLeave(await getProfile(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const today = bangkokToday(now);
  return { kind: 'ok', values: profileValuesOf(loaded.data, today), avatar: loaded.data.avatar || null, today };
}

/** The route's loader (loaded on its first call, see lazyLoader). */
export function profileLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<ProfileData> {
  return loadProfile(client, request);
}
