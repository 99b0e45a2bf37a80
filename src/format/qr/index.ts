export { encodeQr, versionFor } from './encode';
export type { QrOptions, QrSymbol } from './encode';
export type { MaskPattern } from './masks';
export type { QrMode } from './segments';
export type { ErrorCorrectionLevel } from './versions';
export { QUIET_ZONE_MODULES, modulesToSvgPath } from './svgPath';
