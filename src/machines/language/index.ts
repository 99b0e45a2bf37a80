export { languageMachine } from './language.machine';
export type { DetectedSources, LanguageContext, LanguageEmitted, LanguageEvent, LanguageMachine } from './language.machine';
export { browserLanguageEnvironment, createLanguageActors } from './language.actors';
export type { LanguageEnvironment } from './language.actors';
