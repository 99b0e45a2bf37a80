// zod set up for the browser (./zod) with the builders the schemas call: preloadSchemaCode loads it
// before the schemas, so zod's modules are evaluated in a task of their own and the schemas' in the
// next. It names the builders one by one: a dynamic import of `./zod` would hand out zod's whole
// namespace, and the bundler would then keep every part of zod (its 40 locales among them).
import './zod';

export {
  array,
  boolean,
  discriminatedUnion,
  enum as enumOf,
  literal,
  number,
  object,
  preprocess,
  record,
  string,
  union,
  unknown,
  ZodError,
} from 'zod';
