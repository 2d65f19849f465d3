import { describe, expect, it } from 'vitest';
import { SqlParams } from '../lib/sql';
import { findMove, mayMake } from './report-transitions.policy';
import {
  acceptMode,
  canAddNote,
  canDeleteReport,
  canEditReport,
  eventScopeReadsReports,
  lifecycleActor,
  reportAccess,
  reportCapabilities,
  reportEventScope,
  reportScope,
} from './reports.policy';
import * as actors from './test-actors';

const {
  admin,
  contractor,
  expectForCallers,
  foreignManager,
  manager,
  neighbour,
  open,
  rival,
  taken,
  tenant,
} = actors;

describe('report policy', () => {
  it('grants full, market or no access', () => {
    expectForCallers((caller) => reportAccess(caller, open), {
      admin: 'full',
      manager: 'full',
      foreignManager: 'none',
      tenant: 'full',
      neighbour: 'none',
    });
    expect(reportAccess(contractor, open, 'plumber')).toBe('market');
    expect(reportAccess(contractor, open, 'electrician')).toBe('none');
    expect(reportAccess(contractor, taken, 'plumber')).toBe('full');
    expect(reportAccess(rival, taken, 'plumber')).toBe('none');
  });

  it('lets only staff edit and delete, and the right people add notes', () => {
    for (const check of [canEditReport, canDeleteReport]) {
      expectForCallers((caller) => check(caller, open), {
        admin: true,
        manager: true,
        foreignManager: false,
        tenant: false,
      });
      expect(check(contractor, taken)).toBe(false);
    }
    expect(canAddNote(tenant, open)).toBe(true);
    expect(canAddNote(neighbour, open)).toBe(false);
    expect(canAddNote(contractor, taken)).toBe(true);
    expect(canAddNote(contractor, open)).toBe(false);
  });

  it('tells accept from assign and names the caller’s part in the lifecycle', () => {
    expect(acceptMode(contractor, open)).toBe('accept');
    expect(acceptMode(manager, open)).toBe('assign');
    expect(acceptMode(tenant, open)).toBeNull();
    expect(lifecycleActor(tenant, open)).toBe('reporter');
    expect(lifecycleActor(neighbour, open)).toBeNull();
    expect(lifecycleActor(contractor, taken)).toBe('Contractor');
    expect(lifecycleActor(rival, taken)).toBeNull();
    expect(lifecycleActor(manager, taken)).toBe('PropertyManager');
  });

  const sql = (build: (p: SqlParams) => string) => {
    const p = new SqlParams();
    return { sql: build(p).replace(/\s+/g, ' '), params: p.values };
  };

  const MOVED_OUT =
    'AND NOT COALESCE((SELECT mo.moved_out_at < now() - make_interval(days => 30) FROM premises_move_outs mo WHERE mo.premises_id = r.premises_id AND mo.user_id = r.reporter_id), false)';

  it('turns the caller into a list scope', () => {
    expect(sql((p) => reportScope(admin, p))).toEqual({ sql: 'TRUE', params: [] });
    expect(sql((p) => reportScope(manager, p, 'r', 'market'))).toEqual({
      sql: 'r.organisation_id = $1',
      params: [actors.org],
    });
    expect(sql((p) => reportScope(tenant, p))).toEqual({
      // A tenant who moved out reads their errands of that premises for 30 days more.
      sql: `(r.organisation_id = $1 AND r.reporter_id = $2 ${MOVED_OUT})`,
      params: [actors.org, 't'],
    });
    expect(sql((p) => reportScope(contractor, p, 'r', 'mine', 'plumber'))).toEqual({
      sql: '(r.contractor_id = $1)',
      params: ['k1'],
    });
    expect(sql((p) => reportScope(contractor, p, 'r', 'market', 'plumber'))).toEqual({
      sql: "((r.status = 'Open' AND r.contractor_id IS NULL AND r.trade = $1))",
      params: ['plumber'],
    });
    // Without a looked-up trade, a subquery reads it from the caller's contractor record.
    expect(sql((p) => reportScope(contractor, p, 'x', 'all')).sql).toBe(
      "(x.contractor_id = $1 OR (x.status = 'Open' AND x.contractor_id IS NULL AND x.trade = (SELECT ct.trade FROM contractors ct WHERE ct.id = $1)))",
    );
    expect(sql((p) => reportScope({ ...contractor, contractorId: null }, p, 'r', 'all'))).toEqual({
      sql: 'FALSE',
      params: [],
    });
  });

  it('scopes the event feed: contractors follow the actions of their own work', () => {
    expect(sql((p) => reportEventScope(contractor, p)).sql).toBe('a.contractor_id = $1');
    expect(sql((p) => reportEventScope(tenant, p)).sql).toBe(
      `(a.organisation_id = $1 AND r.reporter_id = $2 ${MOVED_OUT})`,
    );
    expect(sql((p) => reportEventScope(manager, p)).sql).toBe('a.organisation_id = $1');
    expect(sql((p) => reportEventScope(admin, p)).sql).toBe('TRUE');
    expect(eventScopeReadsReports(tenant)).toBe(true);
    expect(eventScopeReadsReports(manager)).toBe(false);
  });

  it('tells the client what the caller may do, as the lifecycle allows', () => {
    const closed = { ...taken, status: 'Closed' as const, contractorId: null };
    const followingUp = { ...taken, status: 'FollowingUp' as const };
    expect(reportCapabilities(manager, open)).toEqual({
      edit: true,
      delete: true,
      accept: false,
      assign: true,
      note: true,
      internalNote: true,
      moves: [{ to: 'Closed', reasonRequired: true }],
      planVisit: false,
      submitQuote: false,
      decideQuote: false,
      workOrders: true,
    });
    expect(reportCapabilities(manager, closed).moves).toEqual([{ to: 'Open', reasonRequired: true }]);
    expect(reportCapabilities(tenant, open)).toEqual({
      edit: false,
      delete: false,
      accept: false,
      assign: false,
      note: true,
      internalNote: false,
      moves: [{ to: 'Closed', reasonRequired: true }],
      planVisit: false,
      submitQuote: false,
      decideQuote: false,
      workOrders: false,
    });
    expect(reportCapabilities(tenant, closed).moves).toEqual([]);
    expect(reportCapabilities(contractor, open)).toEqual({
      edit: false,
      delete: false,
      accept: true,
      assign: false,
      note: false,
      internalNote: false,
      moves: [],
      planVisit: false,
      submitQuote: false,
      decideQuote: false,
      workOrders: false,
    });
    expect(reportCapabilities(contractor, taken)).toMatchObject({
      accept: false,
      note: true,
      internalNote: true,
      moves: [
        { to: 'FollowingUp', reasonRequired: true },
        { to: 'Open', reasonRequired: true },
        { to: 'Closed', reasonRequired: false },
      ],
      planVisit: true,
    });
    // The contractor may take back their own done work without a reason; others must give one.
    expect(reportCapabilities(contractor, followingUp).moves).toEqual([
      { to: 'InProgress', reasonRequired: false },
      { to: 'Closed', reasonRequired: false },
    ]);
    expect(reportCapabilities(manager, followingUp).moves).toEqual([
      { to: 'InProgress', reasonRequired: true },
      { to: 'Closed', reasonRequired: false },
    ]);
    expect(reportCapabilities(contractor, followingUp).planVisit).toBe(false);
    expect(reportCapabilities(rival, taken).planVisit).toBe(false);
    // The quote: the contractor doing the work submits, staff decide, only while it is in progress.
    expect(reportCapabilities(contractor, taken)).toMatchObject({ submitQuote: true, decideQuote: false });
    expect(reportCapabilities(manager, taken)).toMatchObject({ submitQuote: false, decideQuote: true });
    expect(reportCapabilities(tenant, taken)).toMatchObject({ submitQuote: false, decideQuote: false });
    expect(reportCapabilities(rival, taken)).toMatchObject({ submitQuote: false, decideQuote: false });
    expect(reportCapabilities(contractor, followingUp).submitQuote).toBe(false);
    expect(reportCapabilities(manager, followingUp).decideQuote).toBe(false);
    expect(reportCapabilities(rival, taken).moves).toEqual([]);
    expect(reportCapabilities(manager, taken).assign).toBe(false);
  });
});

describe('report capabilities against the lifecycle', () => {
  const statuses = ['Open', 'InProgress', 'FollowingUp', 'Closed'] as const;
  /** The report in each status; from InProgress on, contractor k1 holds it (a close keeps the link). */
  const at = (status: (typeof statuses)[number]) => ({
    ...open,
    status,
    contractorId: status === 'Open' ? null : 'k1',
  });
  const staffMoves = {
    Open: ['Closed'],
    InProgress: ['FollowingUp', 'Closed'],
    FollowingUp: ['InProgress', 'Closed'],
    Closed: ['Open'],
  };
  const workerMoves = {
    Open: [],
    InProgress: ['FollowingUp', 'Open', 'Closed'],
    FollowingUp: ['InProgress', 'Closed'],
    Closed: [],
  };
  const none = { Open: [], InProgress: [], FollowingUp: [], Closed: [] };
  /** docs/PRODUCT.md "Report lifecycle": who may move a report from each status, and where to. */
  const expected = [
    { name: 'admin', actor: admin, moves: staffMoves },
    { name: 'manager', actor: manager, moves: staffMoves },
    { name: 'foreign manager', actor: foreignManager, moves: none },
    {
      name: 'reporter',
      actor: tenant,
      moves: { ...none, Open: ['Closed'], FollowingUp: ['InProgress', 'Closed'] },
    },
    { name: 'neighbour', actor: neighbour, moves: none },
    { name: 'holding contractor', actor: contractor, moves: workerMoves },
    { name: 'rival contractor', actor: rival, moves: none },
  ];

  it('offers exactly the moves each role may make from each status', () => {
    for (const { name, actor, moves } of expected) {
      for (const status of statuses) {
        const can = reportCapabilities(actor, at(status));
        expect(
          can.moves.map((m) => m.to),
          `${name} ${status}`,
        ).toEqual(moves[status]);
        // Withdrawing, reopening, marking done (the resolution), handing back and sending someone
        // else's work back need a note; closing and taking back one's own done work do not.
        for (const m of can.moves) {
          const own = name === 'holding contractor' && status === 'FollowingUp';
          const required = own && m.to === 'InProgress' ? false : m.to !== 'Closed' || status === 'Open';
          expect(m.reasonRequired, `${name} ${status} → ${m.to}`).toBe(required);
        }
      }
    }
  });

  it('offers exactly the moves the service accepts', () => {
    for (const { name, actor } of expected) {
      for (const from of statuses) {
        const report = at(from);
        const offered = reportCapabilities(actor, report).moves.map((m) => m.to);
        const who = lifecycleActor(actor, report);
        for (const to of statuses) {
          const move = findMove(from, to);
          const allowed = !!move && !!who && mayMake(move, who);
          expect(offered.includes(to), `${name} ${from} → ${to}`).toBe(allowed);
        }
      }
    }
  });

  it('lets staff edit and delete in every status (also Closed), nobody else', () => {
    for (const status of statuses) {
      for (const actor of [admin, manager])
        expect(reportCapabilities(actor, at(status)), status).toMatchObject({ edit: true, delete: true });
      for (const actor of [foreignManager, tenant, neighbour, contractor, rival])
        expect(reportCapabilities(actor, at(status)), status).toMatchObject({ edit: false, delete: false });
    }
  });

  it('offers accept and assign only on an Open report nobody holds', () => {
    for (const status of statuses) {
      const report = at(status);
      const free = status === 'Open';
      expect(reportCapabilities(contractor, report).accept, status).toBe(free);
      expect(reportCapabilities(rival, report).accept, status).toBe(free);
      expect(reportCapabilities(manager, report).assign, status).toBe(free);
      expect(reportCapabilities(admin, report).assign, status).toBe(free);
      for (const actor of [tenant, foreignManager]) {
        expect(reportCapabilities(actor, report), status).toMatchObject({ accept: false, assign: false });
      }
    }
    // An Open report that still names a contractor is taken, not free.
    expect(reportCapabilities(contractor, { ...open, contractorId: 'k2' }).accept).toBe(false);
  });
});
