// `npm run routes:report`: every route of spec §2 (src/app/routing/specRoutes.ts) and whether the
// route table serves it, ending with `routes: N/M`. Vite's module runner loads the TypeScript
// sources (extensionless imports) under Node; no page component is rendered or even imported.
import { runnerImport } from 'vite';

const entry = new URL('../src/app/routing/coverageReport.ts', import.meta.url).pathname;
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = module.main();
