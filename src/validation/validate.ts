import type { Locale } from '../format/locale';
import { validationMessage } from './messages';
import { RULE_CHECKS } from './rules';
import type { ValidationRule } from './rules';

/** Whether `value` passes `rule` (see RULE_CHECKS for what each rule accepts). */
export function isValid(rule: ValidationRule, value: string): boolean {
  return RULE_CHECKS[rule](value);
}

/** null when `value` passes `rule`, otherwise the rule's message in `locale`. */
export function validate(rule: ValidationRule, value: string, locale: Locale): string | null {
  return isValid(rule, value) ? null : validationMessage(rule, locale);
}
