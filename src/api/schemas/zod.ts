import { z } from 'zod';

// Every schema module takes `z` from here, so this runs before the first schema is built. In the
// browser the pages run under a strict content security policy (no eval, Trusted Types): zod's
// compiled parsers would probe `new Function` once and be refused, which the browser reports as a
// violation. Its interpreter parses the same. On the server the compiled parsers stay.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
