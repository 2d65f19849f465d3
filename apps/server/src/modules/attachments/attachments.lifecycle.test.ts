import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus';
import { attachmentsSuite } from '../../test/attachments-suite';
import { pdf } from '../../test/files';
import { fileStorageFor } from './file-storage';
import { sweepFiles, UNATTACHED_GRACE_MS } from './file-sweep';

/** Who adds and removes an errand's files, and what becomes of the stored bytes and the timeline. */
const { s, newReport, accepted, up, get, photo } = attachmentsSuite();

describe('who adds and removes files', () => {
  it('lets those who write to the errand add files; completion photos are the contractor’s', async () => {
    const id = await accepted();
    // The other plumber no longer sees it; the tenant may not add completion photos.
    expect((await up(id, s.plumber2, [await photo()])).status).toBe(404);
    expect((await up(id, s.w.tenant, [await photo()], { purpose: 'completion' })).status).toBe(403);
    const done = await up(id, s.plumber, [await photo('klart.jpg')], {
      purpose: 'completion',
      note: 'Packningen bytt',
    });
    expect(done.status).toBe(201);
    expect(done.body.items[0]).toMatchObject({ purpose: 'completion', uploaderName: 'Rör-Pelle' });
    const staff = await up(id, s.w.manager, [await photo()], { purpose: 'note' });
    expect(staff.status).toBe(201);
    const detail = await s.api.get(`/api/reports/${id}`, { token: s.w.tenant.token });
    const added = detail.body.actions.filter((a: { kind: string }) => a.kind === 'files_added');
    expect(
      added.map((a: { actorName: string; files: unknown; note: string | null }) => [
        a.actorName,
        a.files,
        a.note,
      ]),
    ).toEqual([
      ['Rör-Pelle', { count: 1, kind: 'image' }, 'Packningen bytt'],
      ['Maria Förvaltare', { count: 1, kind: 'image' }, null],
    ]);
    // A marketplace viewer may read but not write.
    const open = await newReport();
    expect((await up(open, s.plumber2, [await photo()])).status).toBe(403);
  });

  it('lets the uploader or a manager delete a file, and records it on the timeline', async () => {
    const id = await accepted();
    const mine = (await up(id, s.w.tenant, [await photo()])).body.items[0];
    const theirs = (await up(id, s.plumber, [await photo(), await photo()])).body.items[0];
    expect((await s.api.del(theirs.url, { token: s.w.tenant.token })).status).toBe(403);
    expect((await s.api.del(mine.url, { token: s.w.tenant.token })).status).toBe(200);
    expect((await s.api.del(theirs.url, { token: s.w.manager.token })).status).toBe(200);
    expect((await get(theirs.url, s.w.manager)).status).toBe(404);
    expect((await s.api.del(theirs.url, { token: s.w.manager.token })).status).toBe(404);
    const detail = await s.api.get(`/api/reports/${id}`, { token: s.w.tenant.token });
    const kinds = detail.body.actions
      .filter((a: { kind: string }) => a.kind.startsWith('files_'))
      .map(
        (a: { kind: string; actorName: string; files: { count: number } }) =>
          `${a.actorName} ${a.kind} ${a.files.count}`,
      );
    expect(kinds).toEqual([
      'Tina Hyresgäst files_added 1',
      'Rör-Pelle files_added 2',
      'Tina Hyresgäst files_removed 1',
      'Maria Förvaltare files_removed 1',
    ]);
    const list = await s.api.get(`/api/reports/${id}/files`, { token: s.w.tenant.token });
    expect(list.body.items).toHaveLength(1);
  });

  it('deletes an errand’s files, thumbnails and stored bytes with the errand', async () => {
    const id = await newReport();
    const { body } = await up(id, s.w.tenant, [await photo(), { name: 'a.pdf', data: pdf() }]);
    const keys = await s.server.db.query<{ blobKey: string; thumbKey: string | null }>(
      'SELECT blob_key, thumb_key FROM report_files WHERE report_id = $1',
      [id],
    );
    const blobIds = keys.flatMap((k) => [k.blobKey, k.thumbKey]).filter((k): k is string => !!k);
    expect(blobIds).toHaveLength(3);
    const chunks = () =>
      s.server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM file_chunks WHERE blob_id = ANY($1::uuid[])',
        [blobIds],
      );
    expect((await chunks())[0]!.n).toBeGreaterThanOrEqual(3);
    expect((await s.api.del(`/api/reports/${id}`, { token: s.w.manager.token })).status).toBe(200);
    expect((await chunks())[0]!.n).toBe(0);
    expect((await get(body.items[0].url, s.w.manager)).status).toBe(404);
  });

  it('sweeps stored bytes no file holds a day after an upload was cut off, and nothing else', async () => {
    const storage = fileStorageFor(s.server.deps);
    const orphan = await storage.put([pdf('avbruten')]);
    const id = await newReport();
    const kept = (await up(id, s.w.tenant, [{ name: 'a.pdf', data: pdf() }])).body.items[0];
    const exists = async (key: string) =>
      (await s.server.db.query('SELECT 1 FROM file_blobs WHERE id = $1', [key])).length === 1;
    await sweepFiles(s.server.deps, storage, new Date());
    expect(await exists(orphan.key)).toBe(true);
    await sweepFiles(s.server.deps, storage, new Date(Date.now() + UNATTACHED_GRACE_MS + 60_000));
    expect(await exists(orphan.key)).toBe(false);
    expect((await get(kept.url, s.w.tenant)).status).toBe(200);
  });

  it('tells the hub when files are added', async () => {
    const id = await newReport();
    const events: DomainEvent[] = [];
    const unsubscribe = s.server.deps.bus.subscribe((e) => {
      if (e.type !== 'NotificationAdded') events.push(e);
    });
    try {
      await up(id, s.w.tenant, [await photo(), await photo()]);
      expect(events.map((e) => e.type)).toEqual(['ReportUpdated', 'EventAdded', 'FilesAdded']);
      expect(events[2]!.payload).toMatchObject({ reportId: id, count: 2 });
    } finally {
      unsubscribe();
    }
  });
});
