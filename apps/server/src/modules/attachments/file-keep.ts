import type { ReportFile } from '@app/contract';
import { canKeepFile, canReadFiles } from '../../authz/attachments.policy';
import type { ReportActor } from '../../authz/reports.policy';
import type { Db } from '../../db';
import { forbidden, notFound } from '../../http/errors';
import { loadVisible } from '../reports';
import { findFile, setFileKept } from './attachments.repo';
import { toFile } from './file-view';

/**
 * Keeps a file for the errand, or no longer (docs/PRODUCT.md "Erasure of a person"): a kept file
 * survives the erasure of the person who uploaded it. 404 when the caller cannot read the errand
 * or the file is not on it, 403 for anyone but the organisation's staff.
 */
export async function keepFileFor(
  db: Db,
  actor: ReportActor,
  reportId: string,
  fileId: string,
  kept: boolean,
): Promise<ReportFile> {
  return db.transaction(async (q) => {
    const { row, access } = await loadVisible(q, actor, reportId);
    if (!canReadFiles(access)) throw notFound();
    if (!(await findFile(q, reportId, fileId))) throw notFound();
    if (!canKeepFile(actor, row)) throw forbidden();
    const file = await setFileKept(q, fileId, kept);
    if (!file) throw notFound();
    return toFile(actor, row, access, file);
  });
}
