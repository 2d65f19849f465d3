import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWorld } from '../test/org-world';
import { startTestServer, type TestServer } from '../test/test-server';
import { migrationsDir } from './migrate';

/**
 * Migration 0016 moves the access line that errands filed before kept in their description
 * (the report form's "…\n\nTillträde: X", the assistant's labelled lines) into the new field.
 * The database is migrated already, so the test runs the migration's data step again over
 * rows written the old way.
 */
const dataStep = () => {
  const sql = readFileSync(join(migrationsDir(), '0016_report_access.sql'), 'utf8');
  return sql.slice(sql.indexOf('UPDATE reports'));
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('migration 0016: access out of the description', () => {
  it('moves the report language’s access line into the field and leaves other texts alone', async () => {
    const db = server.db;
    const world = await createOrgWorld(db, 'Gamla');
    const rows: [string, 'sv' | 'en', string][] = [
      ['form', 'sv', 'Kranen droppar.\n\nTillträde: Nyckel hos grannen i 1102'],
      ['formOnly', 'sv', 'Tillträde: Portkod 1234'],
      [
        'assistant',
        'sv',
        'Fel: Kranen droppar.\nPlats: Kvarngatan 7, köket\nSedan: i går\nBrådska: Normal – bedömd utifrån felet\nTillträde: huvudnyckel går bra\n\nAnmält via chattassistenten.',
      ],
      [
        'assistantNone',
        'sv',
        'Fel: Lampan.\nBrådska: Låg – bedömd utifrån felet\nTillträde: inte angivet\n\nAnmält via chattassistenten.',
      ],
      ['english', 'en', 'The tap drips.\n\nAccess: call me first'],
      ['otherLanguage', 'en', 'Kranen droppar.\n\nTillträde: Portkod 9'],
      ['plain', 'sv', 'Inget om tillträde här. Tillträde: mitt i en rad'],
    ];
    const ids: Record<string, string> = {};
    for (const [key, language, description] of rows) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO reports (organisation_id, property_id, what_broke, trade, description, language)
         VALUES ($1, $2, 'Fel', 'plumber', $3, $4) RETURNING id`,
        [world.org.id, world.property.id, description, language],
      );
      ids[key] = row!.id;
    }
    await db.exec(dataStep());
    const read = async (key: string) =>
      (
        await db.query<{ description: string; access: string | null }>(
          'SELECT description, access FROM reports WHERE id = $1',
          [ids[key]],
        )
      )[0];
    expect(await read('form')).toEqual({
      description: 'Kranen droppar.',
      access: 'Nyckel hos grannen i 1102',
    });
    expect(await read('formOnly')).toEqual({ description: '', access: 'Portkod 1234' });
    expect(await read('assistant')).toEqual({
      description:
        'Fel: Kranen droppar.\nPlats: Kvarngatan 7, köket\nSedan: i går\nBrådska: Normal – bedömd utifrån felet\n\nAnmält via chattassistenten.',
      access: 'huvudnyckel går bra',
    });
    expect(await read('assistantNone')).toEqual({
      description: 'Fel: Lampan.\nBrådska: Låg – bedömd utifrån felet\n\nAnmält via chattassistenten.',
      access: null,
    });
    expect(await read('english')).toEqual({ description: 'The tap drips.', access: 'call me first' });
    // Only the report language's own label was written: anything else stays as it is.
    expect(await read('otherLanguage')).toEqual({
      description: 'Kranen droppar.\n\nTillträde: Portkod 9',
      access: null,
    });
    expect(await read('plain')).toEqual({
      description: 'Inget om tillträde här. Tillträde: mitt i en rad',
      access: null,
    });
  });
});
