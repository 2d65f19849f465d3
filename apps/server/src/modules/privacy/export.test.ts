import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { apiSuite } from '../../test/api-suite';
import { createUser } from '../../test/factories';
import { jpeg, uploadFiles } from '../../test/files';
import { createReportWorld, linkTenant, reportBody } from '../../test/report-world';

const s = apiSuite(async (db) => {
  const w = await createReportWorld(db);
  const person = await createUser(db, {
    role: 'PropertyTenant',
    organisationId: w.org.id,
    name: 'Petra Exportsson',
    email: 'petra.exportsson@example.test',
  });
  await linkTenant(db, w.premisesId, person.id);
  return { w, person, other: await createReportWorld(db) };
});

/** Every entry of a ZIP: its name and bytes. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer)(bytes, {
    lazyEntries: true,
  });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return reject(err);
        const parts: Buffer[] = [];
        stream.on('data', (c: Buffer) => parts.push(c));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(parts));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

async function download(path: string, token: string) {
  const res = await fetch(s.server.url + path, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /api/users/{id}/export', () => {
  it('holds exactly the person’s data and files, nothing of a neighbour in the same organisation', async () => {
    const { w, person } = s;
    const mine = await s.api.post('/api/reports', reportBody(w, { description: 'Min kran droppar.' }), {
      token: person.token,
    });
    const theirs = await s.api.post(
      '/api/reports',
      { ...reportBody(w, { description: 'Grannens element är kallt.' }), premisesId: w.otherPremisesId },
      { token: w.otherTenant.token },
    );
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const photo = { name: 'kran.jpg', type: 'image/jpeg', data: await jpeg() };
    const up = await uploadFiles(s.server.url, mine.body.id, person.token, [photo]);
    expect(up.status).toBe(201);
    await uploadFiles(s.server.url, theirs.body.id, w.otherTenant.token, [{ ...photo, name: 'element.jpg' }]);
    // A browser of each gets push (stored as a browser hands it over; keys are the browser's).
    await s.server.db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
       VALUES ($1, 'https://fcm.googleapis.com/fcm/send/petras-token', 'petras-p256dh-key', 'petras-auth'),
              ($2, 'https://updates.push.services.mozilla.com/wpush/v2/olles-token', 'olles-key', 'olles-auth')`,
      [person.id, w.otherTenant.id],
    );

    const { res, bytes } = await download(`/api/users/${person.id}/export`, w.manager.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = await unzip(bytes);
    const fileId = up.body.items[0].id as string;
    expect([...entries.keys()].sort()).toEqual(
      [
        'account.json',
        'chats.json',
        'errands.json',
        'files.json',
        'messages.json',
        'notifications.json',
        'pushSubscriptions.json',
        'ratings.json',
        'signIns.json',
        `files/${fileId}-kran.jpg`,
      ].sort(),
    );
    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
    expect(json('account.json')).toMatchObject({ id: person.id, email: 'petra.exportsson@example.test' });
    expect(json('errands.json').map((e: { id: string }) => e.id)).toEqual([mine.body.id]);
    expect(json('files.json')).toMatchObject([{ id: fileId, fileName: 'kran.jpg' }]);
    expect(entries.get(`files/${fileId}-kran.jpg`)!.length).toBe(json('files.json')[0].size);
    expect(json('signIns.json').length).toBeGreaterThan(0);
    expect(json('pushSubscriptions.json')).toEqual([
      { endpointHost: 'fcm.googleapis.com', createdAt: expect.any(String) },
    ]);
    const all = [...entries.values()].map((b) => b.toString('latin1')).join('\n');
    for (const foreign of [
      'Grannens element',
      w.otherTenant.email,
      'Olle Granne',
      theirs.body.id,
      'element.jpg',
      'mozilla.com',
      'petras-token',
      'petras-p256dh-key',
      'petras-auth',
    ])
      expect(all).not.toContain(foreign);

    const log = await s.api.get('/api/audit-log?action=user.exported', { token: w.manager.token });
    expect(log.body.items).toMatchObject([{ actorId: w.manager.id, targetId: person.id }]);
  });

  it('answers 404 outside the caller’s reach, 403 to tenants and 400 for a bad id', async () => {
    expect((await download(`/api/users/${s.person.id}/export`, s.other.manager.token)).res.status).toBe(404);
    expect((await download(`/api/users/${s.person.id}/export`, s.w.tenant.token)).res.status).toBe(403);
    expect((await download('/api/users/nope/export', s.w.manager.token)).res.status).toBe(400);
  });
});
