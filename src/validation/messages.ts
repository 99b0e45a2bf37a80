import type { Locale } from '../format/locale';
import type { ValidationRule } from './rules';
import enUS from '../i18n/locales/en_US/validation.json';
import thTH from '../i18n/locales/th_TH/validation.json';
import zhCN from '../i18n/locales/zh_CN/validation.json';

export type ValidationMessages = Readonly<Record<ValidationRule, string>>;

/**
 * The rule messages per locale. They live in the i18n namespace files
 * (src/i18n/locales/<locale>/validation.json) so i18next can load the same strings as namespace
 * `validation`; the type below fails to compile if a file lacks a rule.
 */
export const VALIDATION_MESSAGES: Readonly<Record<Locale, ValidationMessages>> = {
  th_TH: thTH,
  en_US: enUS,
  zh_CN: zhCN,
};

export function validationMessage(rule: ValidationRule, locale: Locale): string {
  return VALIDATION_MESSAGES[locale][rule];
}
