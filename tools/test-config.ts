import { loadConfig, type AppConfig } from '../server/config';

/** The defaults of an empty environment, quiet and without a web build: for tests that build the app. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // TEST_LOG_LEVEL=error shows what the app logs (a 500's stack), checked like the real setting.
  return { ...loadConfig({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }), STATIC_DIR: '', ...overrides };
}
