import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', TRUST_PROXY: false, STATIC_DIR: './dist' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads and converts the environment', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'yes', DATABASE_URL: 'postgres://u@db/app', PUBLIC_URL: 'https://x.example' });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: true, DATABASE_URL: 'postgres://u@db/app', PUBLIC_URL: 'https://x.example' });
  });

  it('names the variable and the problem for a bad value', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/Invalid configuration:\n {2}PORT: must be a port number from 0 to 65535\n {2}DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT:/);
  });

  it('refuses a partial OIDC configuration in plain words', () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example' })).toThrow(
      /Set all of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none of them/,
    );
    expect(
      loadConfig({ OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }).OIDC_CLIENT_ID,
    ).toBe('c');
  });

  it('gives tests a quiet config without a web build', () => {
    expect(testConfig()).toMatchObject({ STATIC_DIR: '', LOG_LEVEL: 'silent' });
  });
});
