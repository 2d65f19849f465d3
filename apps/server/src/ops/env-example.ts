import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigSchema } from '../config';
import { serverRoot } from '../lib/paths';

/** The repository's `.env.example`. */
export const envExamplePath = () => join(serverRoot(), '..', '..', '.env.example');

function defaultOf(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** `.env.example` from the settings schema: every setting, its description and its default, commented out. */
export function renderEnvExample(): string {
  const lines = [
    '# Every setting of the server, generated from its settings schema by `npm run env-example`.',
    '# All are optional: uncomment and change the ones you need. The values shown are the defaults.',
    '',
  ];
  for (const [name, schema] of Object.entries(ConfigSchema.shape)) {
    const parsed = schema.safeParse(undefined);
    lines.push(`# ${schema.description ?? ''}`.trimEnd());
    lines.push(`# ${name}=${defaultOf(parsed.success ? parsed.data : undefined)}`);
    lines.push('');
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(envExamplePath(), renderEnvExample());
  console.log(`Wrote ${envExamplePath()}`);
}
