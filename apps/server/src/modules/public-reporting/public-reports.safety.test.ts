import { describe, expect, it } from 'vitest';
import { publicReportSuite } from '../../test/public-world';

// The flow itself is public-reports.test.ts; this file is what a hazard in the text changes.
const { s, codeOf } = publicReportSuite('off');

describe('safety in reporting without an account', () => {
  it('names the hazards of a held report at once, and the place gives the on-call number for their advice', async () => {
    await s.server.db.query('UPDATE organisations SET on_call_phone = $1 WHERE id = $2', [
      '08-765 432 10',
      s.a.org.id,
    ]);
    const code = await codeOf('property', s.a.property.id, s.a.manager.token);
    const place = await s.api.get(`/api/public/places/${code}`);
    expect(place.body.onCallPhone).toBe('08-765 432 10');
    const gas = await s.api.post(`/api/public/places/${code}/reports`, {
      description: 'Det luktar starkt gas i trapphuset vid källardörren',
      email: 'gas@example.se',
    });
    expect(gas.status).toBe(202);
    expect(gas.body.hazards).toContain('gas');
    const plain = await s.api.post(`/api/public/places/${code}/reports`, {
      description: 'Lampan i trapphuset är trasig',
      email: 'lampa@example.se',
    });
    expect(plain.body.hazards).toEqual([]);
    await s.server.db.query('UPDATE organisations SET on_call_phone = NULL WHERE id = $1', [s.a.org.id]);
    expect((await s.api.get(`/api/public/places/${code}`)).body.onCallPhone).toBeNull();
  });

  it('a filled honeypot is answered alike, the hazards included, so a robot cannot tell', async () => {
    const code = await codeOf('property', s.a.property.id, s.a.manager.token);
    const description = 'Det luktar starkt gas i trapphuset vid källardörren';
    const robot = await s.api.post(`/api/public/places/${code}/reports`, {
      description,
      email: 'robot@example.se',
      website: 'https://spam.example',
    });
    const person = await s.api.post(`/api/public/places/${code}/reports`, {
      description,
      email: 'gas2@example.se',
    });
    expect(robot.status).toBe(202);
    expect(robot.body.hazards).toEqual(person.body.hazards);
    expect(Object.keys(robot.body).sort()).toEqual(Object.keys(person.body).sort());
  });
});
