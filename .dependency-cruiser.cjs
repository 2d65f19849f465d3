/**
 * Layering of the server and the web app (docs/ARCHITECTURE.md, "Rules"), checked on every
 * `npm test` by scripts/checks/layering.mjs. Run it by hand: `npx depcruise apps/server/src apps/web/src`.
 *
 * `knownViolations` are today's exceptions, each with why it is still there; a new violation
 * fails, and so does an exception that no longer happens (remove it).
 */
const S = '^apps/server/src/';
const W = '^apps/web/src/';
const expand = (path) => path.replace(/^S\//, 'apps/server/src/').replace(/^W\//, 'apps/web/src/');
const test = '(\\.test\\.tsx?$|/src/test/)';

/**
 * Known exceptions, by rule: 'from → to': why. S/ is apps/server/src/, W/ is apps/web/src/.
 * 'no-module-cycles' (checked by scripts/checks/layering.mjs) names a module importing another
 * that imports it back, directly or around a longer cycle.
 */
const known = {
  'server-authz-imports-no-feature': {},
  'server-lib-is-a-leaf': {
    'S/lib/sql.ts → S/http/errors.ts':
      'a bad sort key is a 400 field error, and the one error type lives in http/',
  },
  'server-modules-through-entry-points': {
    'S/modules/deadlines/deadlines.service.ts → S/modules/organisations/organisations.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/equipment/equipment.service.ts → S/modules/contractors/contractors.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/equipment/equipment.service.ts → S/modules/properties/properties.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/health/metrics.ts → S/modules/exports/export-thread.ts':
      "metrics report the export worker's state",
    'S/modules/needs-action/needs-action.service.ts → S/modules/organisations/organisations.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/premises/premises.service.ts → S/modules/properties/properties.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/reports/report-context.ts → S/modules/contractors/contractors.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/reports/report-create.ts → S/modules/equipment/equipment.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/reports/report-create.ts → S/modules/premises/premises.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/reports/report-create.ts → S/modules/properties/properties.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/reports/report-workflow.ts → S/modules/contractors/contractors.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/reports/reports-bulk.ts → S/modules/contractors/contractors.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/reports/reports.service.ts → S/modules/contractors/contractors.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
    'S/modules/reports/reports.service.ts → S/modules/organisations/organisations.repo.ts':
      "looks the record up with its feature's scoped finder (no entry point yet)",
  },
  'web-lib-is-a-leaf': {
    'W/lib/live-cues.tsx → W/components/Notifier.tsx':
      'live cues are UI (they show a notice); the file belongs in components/',
  },
  'no-module-cycles': {
    'S/assistant → S/modules/reports': 'the assistant files errands through the report service',
    'S/modules/reports → S/assistant': "a new errand is classified by the assistant's classifier",
  },
};

module.exports = {
  forbidden: [
    {
      name: 'server-lib-is-a-leaf',
      comment: 'lib/ is shared helpers: it imports nothing of the app.',
      severity: 'error',
      from: { path: `${S}lib/`, pathNot: test },
      to: { path: S, pathNot: `${S}lib/` },
    },
    {
      name: 'server-db-is-low',
      comment: 'db/ is the connection layer: it imports nothing above it (only lib/).',
      severity: 'error',
      from: { path: `${S}db/`, pathNot: test },
      to: { path: S, pathNot: `${S}(db|lib)/` },
    },
    {
      name: 'server-authz-imports-no-feature',
      comment: 'authz/ decides on facts handed to it: it imports no feature module.',
      severity: 'error',
      from: { path: `${S}authz/` },
      to: { path: `${S}modules/` },
    },
    {
      name: 'server-modules-through-entry-points',
      comment: "A module reaches another only through that module's index.ts (its public entry point).",
      severity: 'error',
      from: { path: `${S}modules/([^/]+)/`, pathNot: test },
      to: { path: `${S}modules/`, pathNot: [`${S}modules/$1/`, `${S}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'web-lib-is-a-leaf',
      comment: 'lib/ is shared logic: it imports no component, feature or app module.',
      severity: 'error',
      from: { path: `${W}lib/`, pathNot: test },
      to: { path: `${W}(app|components|features)/` },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'components/ is shared UI: it imports no feature.',
      severity: 'error',
      from: { path: `${W}components/`, pathNot: test },
      to: { path: `${W}features/` },
    },
    {
      name: 'web-app-only-from-main',
      comment: 'app/ is the shell: only main.tsx (and app/ itself) imports it.',
      severity: 'error',
      from: { path: W, pathNot: [`${W}(main\\.tsx$|app/)`, test] },
      to: { path: `${W}app/` },
    },
    {
      name: 'web-features-through-entry-points',
      comment: "A feature reaches another only through that feature's index.ts (its public entry point).",
      severity: 'error',
      from: { path: `${W}features/([^/]+)/`, pathNot: test },
      to: { path: `${W}features/`, pathNot: [`${W}features/$1/`, `${W}features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only imports included: a cycle makes two modules one.',
      severity: 'error',
      from: { path: `(${S}|${W})` },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(node_modules|/dist/)', test] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    knownViolations: Object.entries(known).flatMap(([rule, pairs]) =>
      Object.keys(pairs).map((pair) => {
        const [from, to] = pair.split(' → ').map(expand);
        return { type: 'dependency', from, to, rule: { name: rule, severity: 'error' } };
      }),
    ),
  },
};
