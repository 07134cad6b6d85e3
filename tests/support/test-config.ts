import { loadConfig, type AppConfig } from '../../server/config';

/** The defaults of an empty environment, quiet and without a web build: for tests that build the app. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({}), STATIC_DIR: '', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...overrides };
}
