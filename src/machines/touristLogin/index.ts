export { touristLoginMachine, TOURIST_AUTO_LOGIN_BLOCK_COOKIE } from './touristLogin.machine';
export type { TouristLoginContext, TouristLoginEmitted, TouristLoginInput, TouristLoginMachine } from './touristLogin.machine';
export { createTouristLoginActors, hasBlockCookie } from './touristLogin.actors';
