export { loginAddress, LOGIN_PAGE } from './loginAddress';
export { loadedOrLeave, orderIdOf } from './loadedOrLeave';
export type { LoadFailure, Loaded } from './loadedOrLeave';
