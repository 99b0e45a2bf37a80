export { TouristLogin } from './TouristLogin';
export type { TouristLoginProps } from './TouristLogin';
export { TouristLoginStatusView } from './TouristLoginStatusView';
export type { TouristLoginStatusViewProps } from './TouristLoginStatusView';
