export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { ICON_NAMES, SOLID_ICONS, iconPaths } from './paths';
export type { IconName } from './paths';
