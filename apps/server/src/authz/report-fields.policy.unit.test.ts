import { describe, expect, it } from 'vitest';
import {
  hubEventFacts,
  REPORT_FIELD_GROUPS,
  type ReportFieldGroup,
  type ReportReader,
  reportFields,
  reportReader,
  stripCloseOut,
  stripReport,
} from './report-fields.policy';
import { reportAccess } from './reports.policy';
import * as actors from './test-actors';

const { admin, contractor, foreignManager, manager, neighbour, open, rival, taken, tenant } = actors;

/**
 * The table of docs/PRODUCT.md "Who reads which field", written out again cell by cell: a
 * change to the policy that is not made in the documented table too fails here.
 */
const Y = true;
const N = false;
const TABLE: Record<
  ReportFieldGroup,
  Record<Exclude<ReportReader, 'none'>, boolean> & { otherTenant: boolean }
> = {
  //                 staff  reporter  assigned  market  other tenants
  summary: { staff: Y, reporter: Y, assigned: Y, market: Y, otherTenant: N },
  reporter: { staff: Y, reporter: Y, assigned: Y, market: N, otherTenant: N },
  access: { staff: Y, reporter: Y, assigned: Y, market: N, otherTenant: N },
  messages: { staff: Y, reporter: Y, assigned: Y, market: N, otherTenant: N },
  internalNotes: { staff: Y, reporter: N, assigned: Y, market: N, otherTenant: N },
  visit: { staff: Y, reporter: Y, assigned: Y, market: N, otherTenant: N },
  resolution: { staff: Y, reporter: Y, assigned: Y, market: N, otherTenant: N },
  costs: { staff: Y, reporter: N, assigned: Y, market: N, otherTenant: N },
  reporterContact: { staff: Y, reporter: N, assigned: Y, market: N, otherTenant: N },
  contractorContact: { staff: Y, reporter: Y, assigned: N, market: N, otherTenant: N },
  files: { staff: Y, reporter: Y, assigned: Y, market: Y, otherTenant: N },
  quote: { staff: Y, reporter: N, assigned: Y, market: N, otherTenant: N },
  times: { staff: Y, reporter: Y, assigned: Y, market: N, otherTenant: N },
  onCall: { staff: Y, reporter: Y, assigned: Y, market: N, otherTenant: N },
};

/** Each reader of the table as a caller and the errand they read it on. */
const READERS = {
  staff: [manager, taken],
  reporter: [tenant, taken],
  assigned: [contractor, taken],
  market: [rival, open],
  otherTenant: [neighbour, taken],
} as const;

describe('errand field policy', () => {
  const cells = REPORT_FIELD_GROUPS.flatMap((group) =>
    (Object.keys(READERS) as (keyof typeof READERS)[]).map((reader) => ({
      group,
      reader,
      may: TABLE[group][reader],
    })),
  );

  it.each(cells)('$reader reads $group: $may', ({ group, reader, may }) => {
    const [actor, facts] = READERS[reader];
    const access = reportAccess(actor, facts, actor.role === 'Contractor' ? 'plumber' : null);
    expect(reportFields(actor, facts, access).has(group)).toBe(may);
  });

  it('tells the readers apart: admins are staff everywhere, a foreign manager and other trades are nobody', () => {
    expect(reportReader(admin, taken, reportAccess(admin, taken))).toBe('staff');
    expect(reportReader(foreignManager, taken, reportAccess(foreignManager, taken))).toBe('none');
    expect(reportAccess(rival, open, 'electrician')).toBe('none');
    expect(reportReader(rival, taken, reportAccess(rival, taken, 'plumber'))).toBe('none');
    expect(reportFields(neighbour, taken, 'none').size).toBe(0);
  });

  it('strips access and the reporter for the marketplace, keeps them for the reporter', () => {
    const report = {
      access: 'Portkod 1234',
      reporter: 't',
      reporterName: 'Tina',
      customerNumber: 'K-1',
      chatSessionId: null,
      description: 'Kranen droppar',
    };
    expect(stripReport(reportFields(rival, open, 'market'), report)).toEqual({
      access: null,
      reporter: null,
      reporterName: null,
      customerNumber: null,
      chatSessionId: null,
      description: 'Kranen droppar',
    });
    expect(stripReport(reportFields(tenant, taken, 'full'), report)).toEqual(report);
  });

  it('keeps the close-out figures for staff and the assigned contractor, the resolution only for the reporter', () => {
    const closeOut = { resolution: 'Bytt packning', minutesSpent: 45, cost: 1250, invoiceReference: 'F-77' };
    expect(stripCloseOut(reportFields(manager, taken, 'full'), closeOut)).toEqual(closeOut);
    expect(stripCloseOut(reportFields(contractor, taken, 'full'), closeOut)).toEqual(closeOut);
    expect(stripCloseOut(reportFields(tenant, taken, 'full'), closeOut)).toEqual({
      resolution: 'Bytt packning',
      minutesSpent: null,
      cost: null,
      invoiceReference: null,
    });
    expect(stripCloseOut(reportFields(rival, open, 'market'), closeOut)).toBeNull();
  });

  it('puts only summary facts in hub events, never access or costs', () => {
    const row = {
      ...taken,
      id: 'r1',
      priority: 'Normal' as const,
      trade: 'plumber' as const,
      access: 'Portkod 1234',
      description: 'x',
    };
    expect(Object.keys(hubEventFacts(row)).sort()).toEqual(
      ['contractorId', 'organisationId', 'priority', 'reportId', 'status', 'trade'].sort(),
    );
  });
});
