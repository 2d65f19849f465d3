/**
 * Catalogues by namespace: the file name is the namespace, exactly as
 * packages/i18n/src/index.ts composes them (its parity test keeps sv and en equal).
 */
export type Catalogue = Record<string, unknown>;

export function byNamespace(files: Record<string, Catalogue>): Catalogue {
  const out: Catalogue = {};
  for (const [path, content] of Object.entries(files)) {
    const ns = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
    out[ns] = content;
  }
  return out;
}
