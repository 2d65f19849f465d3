import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('settings', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['JWT_SECRET', 'short'],
    ['DEMO_DATA', 'maybe'],
    ['ADMIN_EMAIL', 'nobody'],
    ['S3_ENDPOINT', 'ftp://minio'],
    ['S3_PREFIX', 'a b'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
    ['S3_ACCESS_KEY_ID', 'key-without-secret'],
  ])('refuses %s=%s naming the setting', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('takes an S3 bucket with its endpoint, and path style by default when there is an endpoint', () => {
    const c = loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'fel/' });
    expect(c).toMatchObject({ S3_BUCKET: 'files', S3_REGION: 'us-east-1', S3_PREFIX: 'fel/' });
    expect(c.S3_FORCE_PATH_STYLE).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '' }).S3_BUCKET).toBeUndefined();
  });
});
