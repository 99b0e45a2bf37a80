export { Section } from './Section';
export type { SectionProps } from './Section';
export type { SectionVariant } from './Section.types';
