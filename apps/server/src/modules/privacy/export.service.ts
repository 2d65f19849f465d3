import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { type Actor, mayManageUser } from '../../authz';
import type { Db } from '../../db';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { fileStorageFor } from '../attachments';
import { recordAudit } from '../audit';
import { findUserSummary } from '../users';
import { PERSON_KINDS, personFileKeys, personRows } from './export.repo';

/** A file name inside the ZIP: no folders, nothing a zip reader would take as a path. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 120);

/**
 * GET /api/users/{id}/export: a ZIP of one person's data, a JSON file per kind and their
 * uploaded files under files/, written to the answer as it is built (yazl streams each entry).
 * Refused (404) before the first byte for accounts outside the caller's reach; recorded in the
 * audit log.
 */
export async function exportPersonFor(
  deps: Pick<Deps, 'db' | 'config'>,
  caller: Actor,
  id: string,
): Promise<{ stream: Readable; fileName: string }> {
  const db: Db = deps.db;
  const target = await findUserSummary(db, id);
  if (!target || !mayManageUser(caller, target)) throw notFound();
  await recordAudit(db, {
    actorId: caller.id,
    organisationId: target.organisationId,
    action: 'user.exported',
    targetType: 'user',
    targetId: id,
  });
  const zip = new ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  const storage = fileStorageFor(deps);
  (async () => {
    for (const kind of Object.keys(PERSON_KINDS)) {
      const rows = await personRows(db, kind, id);
      const json = JSON.stringify(kind === 'account' ? (rows[0] ?? null) : rows, null, 2);
      zip.addBuffer(Buffer.from(json), `${kind}.json`);
    }
    for (const f of await personFileKeys(db, id)) {
      const bytes = await storage.open(f.blobKey);
      if (bytes) zip.addReadStream(bytes, `files/${f.id}-${safeName(f.fileName)}`);
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return { stream: out, fileName: `personal-data-${id}.zip` };
}
