import type { ReportCapabilities, ReportDetail } from '@app/contract';

const none: ReportCapabilities = {
  edit: false,
  delete: false,
  accept: false,
  assign: false,
  note: false,
  rate: false,
  internalNote: false,
  moves: [],
  planVisit: false,
};

/** A report as its detail answers it, with what the caller may do (nothing unless given). */
export function sampleReport(patch: Partial<ReportDetail> = {}, can: Partial<ReportCapabilities> = {}) {
  const report: ReportDetail = {
    id: '00000000-0000-4000-8000-0000000000a1',
    number: 7,
    organisationId: '00000000-0000-4000-8000-000000000002',
    propertyId: '00000000-0000-4000-8000-0000000000b1',
    premisesId: null,
    equipmentId: null,
    whatBroke: 'Dripping tap',
    description: '',
    access: null,
    customerNumber: null,
    trade: 'plumber',
    priority: 'Normal',
    status: 'Open',
    kind: 'fault',
    reporter: null,
    reporterName: null,
    contractorId: null,
    contractorName: null,
    chatSessionId: null,
    language: 'sv',
    place: { address: 'Storgatan 1', city: 'Umeå', premisesDesignation: null },
    acceptedAt: null,
    closedAt: null,
    acceptDueAt: null,
    finishDueAt: null,
    overdue: false,
    hazards: [],
    created: '2026-01-01T10:00:00.000Z',
    lastModified: '2026-01-01T10:00:00.000Z',
    actions: [],
    visit: null,
    closeOut: null,
    rating: null,
    contact: {},
    ...patch,
    can: { ...none, ...can },
  };
  return report;
}
