import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from '../config';
import { envExamplePath, renderEnvExample } from './env-example';

describe('.env.example', () => {
  it('lists every setting with a description', () => {
    const text = renderEnvExample();
    for (const [name, schema] of Object.entries(ConfigSchema.shape)) {
      expect(schema.description, name).toBeTruthy();
      expect(text).toMatch(new RegExp(`^# ${name}=`, 'm'));
    }
    expect(text).toContain('# PORT=3000');
    expect(text).toContain('# METRICS_TOKEN=\n');
  });

  it('is up to date in the repository (npm run env-example writes it)', () => {
    expect(readFileSync(envExamplePath(), 'utf8')).toBe(renderEnvExample());
  });
});
