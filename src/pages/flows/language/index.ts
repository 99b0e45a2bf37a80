export { LanguageSwitcher } from './LanguageSwitcher';
export type { LanguageSwitcherProps } from './LanguageSwitcher';
export { LanguageSwitcherView } from './LanguageSwitcherView';
export type { LanguageSwitcherViewProps } from './LanguageSwitcherView';
