export { VALIDATION_RULES, RULE_CHECKS, isValidationRule } from './rules';
export type { ValidationRule } from './rules';
export { validate, isValid } from './validate';
export { VALIDATION_MESSAGES, validationMessage } from './messages';
export type { ValidationMessages } from './messages';
export { keepDigits } from './digits';
