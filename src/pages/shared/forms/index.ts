export { FormPage } from './FormPage';
export type { FormPageProps } from './FormPage';
export { Form } from './FormPage.styles';
export { useSingleFlight } from './useSingleFlight';
export { NewPasswordFields } from './NewPasswordFields';
export type { NewPasswordFieldsProps } from './NewPasswordFields';
