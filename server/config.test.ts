import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../tools/test-config';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', TRUST_PROXY: false, STATIC_DIR: './dist' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads and converts the environment', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', DATABASE_URL: 'postgres://u@db/app', PUBLIC_URL: 'https://x.example' });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: true, DATABASE_URL: 'postgres://u@db/app', PUBLIC_URL: 'https://x.example' });
  });

  it("takes TRUST_PROXY in the forms Fastify's trustProxy takes", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('TRUE')).toBe(true);
    expect(trust('1')).toBe(1);
    expect(trust(' 2 ')).toBe(2);
    expect(trust('0')).toBe(false);
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trust('10.0.0.0/8, 192.168.1.0/255.255.255.0,loopback, fd00::/8, ::1')).toEqual([
      '10.0.0.0/8',
      '192.168.1.0/255.255.255.0',
      'loopback',
      'fd00::/8',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY it cannot use, naming the forms and the bad entry', () => {
    const forms =
      'TRUST_PROXY: must be true, false, a number of proxy hops (e.g. 1), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback)';
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(`${forms}; "yes" is none of these`);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, 10.0.0.0/33' })).toThrow(`"10.0.0.0/33" is none of these`);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,' })).toThrow(`"" is none of these`);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(ConfigError);
  });

  it('prepares statements on PostgreSQL unless told not to, and refuses anything but true or false', () => {
    expect(loadConfig({}).DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).DATABASE_PREPARED_STATEMENTS).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' })).toThrow('DATABASE_PREPARED_STATEMENTS: must be true or false');
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

  it('takes a METRICS_TOKEN of 16 or more visible characters, and has none by default', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: must be at least 16 characters (e.g. openssl rand -hex 32)');
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars or more' })).toThrow('METRICS_TOKEN: must be visible ASCII characters without spaces');
  });

  it('keeps 7 scheduled backups a day in DATA_DIR/backups unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ BACKUP_DIR: path.join('data', 'backups'), BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: 7 });
    expect(loadConfig({ DATA_DIR: '/srv/czc' }).BACKUP_DIR).toBe('/srv/czc/backups');
    expect(loadConfig({ DATA_DIR: '/srv/czc', BACKUP_DIR: '/mnt/backups' }).BACKUP_DIR).toBe('/mnt/backups');
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '0.5', BACKUP_KEEP: ' 30 ' })).toMatchObject({ BACKUP_INTERVAL_HOURS: 0.5, BACKUP_KEEP: 30 });
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '0' }).BACKUP_INTERVAL_HOURS).toBe(0);
  });

  it('refuses backup settings it cannot use, saying what it takes', () => {
    const hours = 'BACKUP_INTERVAL_HOURS: must be a number of hours, e.g. 24 or 0.5 (0 turns scheduled backups off)';
    for (const value of ['', 'daily', '-1', '1e3', '24h']) expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: value })).toThrow(hours);
    for (const value of ['0.05', '10000']) {
      expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: value })).toThrow('BACKUP_INTERVAL_HOURS: must be 0 (off) or from 0.1 (6 minutes) to 8760 (a year) hours');
    }
    for (const value of ['0', '2.5', '', 'all', '10000']) {
      expect(() => loadConfig({ BACKUP_KEEP: value })).toThrow('BACKUP_KEEP: must be a whole number of backups from 1 to 9999');
    }
    expect(() => loadConfig({ BACKUP_DIR: '' })).toThrow('BACKUP_DIR: must be a folder (unset: DATA_DIR/backups)');
  });

  it('gives tests a quiet config without a web build', () => {
    expect(testConfig()).toMatchObject({ STATIC_DIR: '', LOG_LEVEL: 'silent' });
  });
});
