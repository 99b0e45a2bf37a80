import 'styled-components';
import type { StorefrontTheme } from './theme';

declare module 'styled-components' {
  // The theme's shape is the tokens object; nothing is added here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends StorefrontTheme {}
}
