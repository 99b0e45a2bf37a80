export { Link } from './Link';
export type { LinkProps } from './Link';
export type { LinkVariant } from './Link.types';
