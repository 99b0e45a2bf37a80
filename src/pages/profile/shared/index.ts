export { BEAUTY_PROFILE_PAGE, choiceOf, isGender, isSkinConcern, isSkinType, PROFILE_PAGE } from './profileChoices';
export { SkinTypeField } from './SkinTypeField';
export type { SkinTypeFieldProps } from './SkinTypeField';
