import { ConfigError, loadConfig } from './config.ts';

function configOrExit() {
  try {
    return loadConfig({
      ...process.env,
      ...(process.argv.includes('--no-demo') && { SEED_DEMO: 'false' }),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

// Checked before the server's modules load: a typo in the environment is reported at once.
const config = configOrExit();
const { serve } = await import('./serve.ts');
await serve(config);
