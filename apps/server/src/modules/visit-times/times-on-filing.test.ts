import { describe, expect, it } from 'vitest';
import { reportWorkflowSuite } from '../../test/report-workflow-suite';
import { reportBody } from '../../test/report-world';
import { visitWindow } from '../../test/visit-window';

const { s, newReport } = reportWorkflowSuite();

const times = (id: string, token: string) => s.api.get(`/api/reports/${id}/times`, { token });
const count = async () => (await s.api.get('/api/reports', { token: s.w.tenant.token })).body.total as number;

describe('times offered when filing', () => {
  it('are stored with the report, as if offered afterwards', async () => {
    const late = visitWindow(52);
    const early = visitWindow(27, 3);
    const { id } = await newReport({
      times: { windows: [late, early], note: ' Vardagar efter 16 ', anyTime: false },
    });
    expect((await times(id, s.w.tenant.token)).body).toMatchObject({
      offer: { windows: [early, late], note: 'Vardagar efter 16', anyTime: false, proposal: null },
      canOffer: true,
    });
    // Staff read them; the marketplace never.
    expect((await times(id, s.w.manager.token)).body.offer.windows).toEqual([early, late]);
    expect((await times(id, s.plumber.token)).body.offer).toBeNull();

    // "Come any time with the master key" alone is an offer too.
    const any = await newReport({ times: { windows: [], anyTime: true } });
    expect((await times(any.id, s.w.tenant.token)).body.offer).toMatchObject({ windows: [], anyTime: true });
    // Nothing offered stores nothing.
    const none = await newReport({ times: { windows: [], anyTime: false, note: '' } });
    expect((await times(none.id, s.w.tenant.token)).body.offer).toBeNull();
  });

  it('are taken from staff filing for a tenant who called', async () => {
    const window = visitWindow(30);
    const res = await s.api.post(
      '/api/reports',
      reportBody(s.w, { times: { windows: [window], note: 'Ring först', anyTime: false } }),
      { token: s.w.manager.token },
    );
    expect(res.status).toBe(201);
    expect((await times(res.body.id, s.w.manager.token)).body.offer).toMatchObject({ windows: [window] });
  });

  it('refuse bad windows by field, and file nothing then', async () => {
    const before = await count();
    const past = visitWindow(-5);
    const backwards = { startsAt: visitWindow(30).endsAt, endsAt: visitWindow(30).startsAt };
    const post = (times: unknown) =>
      s.api.post('/api/reports', reportBody(s.w, { times }), { token: s.w.tenant.token });

    const bad = await post({ windows: [visitWindow(30), past, backwards], anyTime: false });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'times.windows.1.startsAt',
      'times.windows.2.endsAt',
    ]);
    const six = Array.from({ length: 6 }, (_, i) => visitWindow(30 + i * 3));
    const tooMany = await post({ windows: six, anyTime: false });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details[0].field).toBe('times.windows');
    expect((await post({ windows: [], anyTime: false, note: 'x'.repeat(201) })).status).toBe(400);
    expect((await post({ windows: [{ startsAt: 'i morgon', endsAt: 'sen' }], anyTime: false })).status).toBe(
      400,
    );
    expect((await post({ windows: [], anyTime: false, when: 'now' })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
