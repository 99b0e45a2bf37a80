// Runs mocks/cli.ts under Node: Vite's module runner resolves the TypeScript sources and their
// extensionless imports. Usage: node mocks/run.mjs <count|serve|preview|chosen>
// Built JavaScript (the preview's server entry) is imported natively, outside the module runner.
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./cli.ts', import.meta.url).pathname, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv[2], { importBuilt: (url) => import(url) });
