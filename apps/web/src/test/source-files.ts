import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The web app's source folder. */
export const srcDir = join(import.meta.dirname, '..');

/** Every .ts and .tsx file under `dir`, for the tests that read the source itself. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
