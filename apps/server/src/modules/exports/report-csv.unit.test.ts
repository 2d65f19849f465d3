import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../reports';
import { csvTime, type ExportRow, reportCsv } from './report-csv';

/**
 * The export asks the errand field policy for each row (docs/PRODUCT.md "Who reads which
 * field"): staff read the access and the close-out figures; a reader the policy does not
 * give them to would get the columns empty, whoever let them reach the export.
 */
const org = 'org-1';
const row = {
  id: 'r1',
  number: 7,
  organisationId: org,
  propertyId: 'p1',
  premisesId: null,
  equipmentId: null,
  whatBroke: 'Kranen droppar',
  description: 'Droppar',
  access: 'Portkod 1234',
  customerNumber: 'K-1',
  trade: 'plumber',
  priority: 'Normal',
  status: 'Closed',
  kind: 'fault',
  reporterId: 't',
  reporterMovedOut: false,
  reporterName: 'Tina',
  contractorId: 'k1',
  contractorName: 'Rör-Pelle',
  reporterPhone: null,
  contractorPhone: null,
  chatSessionId: null,
  language: 'sv',
  address: 'Storgatan 1',
  city: 'Uppsala',
  premisesDesignation: null,
  acceptedAt: null,
  closedAt: null,
  acceptDueAt: null,
  finishDueAt: null,
  overdue: false,
  hazards: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
} satisfies ReportRow;
const exported: ExportRow = {
  ...row,
  resolution: 'Bytt packning',
  minutesSpent: 45,
  costSek: 1250,
  invoiceReference: 'F-77',
  doneAt: '2026-11-02T10:00:00.000Z',
};

const manager = { id: 'm', role: 'PropertyManager' as const, organisationId: org, contractorId: null };
const tenant = { id: 't', role: 'PropertyTenant' as const, organisationId: org, contractorId: null };

describe("the CSV export in the screens' words and the organisation's clock", () => {
  it('names the columns as the errand screens do', () => {
    expect(reportCsv('sv', 'semicolon', manager).header()).toMatch(/^\uFEFFNr;Skapat;Vad är trasigt;Typ;/);
    expect(reportCsv('sv', 'semicolon', manager).header()).toContain(';Anmält av;Frilansare;');
    expect(reportCsv('en', 'comma', manager).header()).toContain(',Reported by,Contractor,');
  });

  it('writes times in Europe/Stockholm, winter and summer', () => {
    expect(csvTime('2026-11-01T10:00:00.000Z')).toBe('2026-11-01 11:00');
    expect(csvTime('2026-07-01T22:30:00.000Z')).toBe('2026-07-02 00:30');
    expect(csvTime(null)).toBeNull();
    expect(reportCsv('sv', 'semicolon', manager).lines([exported])).toMatch(/^\d+;2026-11-01 11:00;/);
  });
});

describe('the CSV export and the field policy', () => {
  it('writes the access and the figures for staff', () => {
    const csv = reportCsv('sv', 'semicolon', manager);
    expect(csv.header()).toContain(';Beskrivning;Tillträde;');
    const line = csv.lines([exported]);
    expect(line).toContain(';Droppar;Portkod 1234;');
    expect(line).toContain('Bytt packning;45;1250;F-77;');
  });

  it('leaves out what the reader may not read', () => {
    // The reporter reads the access and the resolution, not the figures.
    const reporter = reportCsv('sv', 'semicolon', tenant).lines([exported]);
    expect(reporter).toContain(';Portkod 1234;');
    expect(reporter).not.toContain('F-77');
    expect(reporter).toContain(';Bytt packning;;;;');
    // Another tenant reads none of the errand's own fields.
    const neighbour = reportCsv('sv', 'semicolon', { ...tenant, id: 't2' }).lines([exported]);
    expect(neighbour).not.toContain('Portkod');
    expect(neighbour).not.toContain('Tina');
    expect(neighbour).not.toContain('Bytt packning');
  });
});
