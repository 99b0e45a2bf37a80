export { FormPage } from './FormPage';
export type { FormPageProps } from './FormPage';
export { Form } from './FormPage.styles';
export { useSingleFlight } from './useSingleFlight';
export { useDraftOf } from './useDraftOf';
export { NewPasswordFields } from './NewPasswordFields';
export type { NewPasswordFieldsProps } from './NewPasswordFields';
