import { GENDERS, SKIN_CONCERNS, SKIN_TYPES, type Gender, type SkinConcern, type SkinType } from '../../../api';

/** spec §2 /m/myprofile.php and /m/beauty_profile. */
export const PROFILE_PAGE = '/m/myprofile.php';
export const BEAUTY_PROFILE_PAGE = '/m/beauty_profile';

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** Whether a value from the backend (or an input) is one of the choices the pages offer. */
export const isGender = isOneOf<Gender>(GENDERS);
export const isSkinType = isOneOf<SkinType>(SKIN_TYPES);
export const isSkinConcern = isOneOf<SkinConcern>(SKIN_CONCERNS);

/** A backend value as a choice: '' (nothing chosen) for a value the page does not know. */
export function choiceOf<T extends string>(value: unknown, is: (value: unknown) => value is T): T | '' {
  return is(value) ? value : '';
}
