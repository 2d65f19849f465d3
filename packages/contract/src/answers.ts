/*
 * The schemas of the answers the web's first screens read (lists, the dashboard, an errand,
 * notifications), for `api.get(path, Schema)`. The server checks and shapes every answer with its
 * route's response schema before it leaves (fastify-type-provider-zod's serializer), so the web
 * parses them again only in development and in its tests; in the web's production build this
 * module is names only (apps/web/vite.config.ts, `answersByName`): no zod, no schemas, and
 * lib/api.ts hands the answer on as it came. Forms validate with `@app/contract` itself, which
 * stays whole everywhere. One `export { … } from './index'`: the build reads the names from it.
 * Importable alone as `@app/contract/answers`.
 */
export {
  ContractorPage,
  ContractorStatsList,
  Dashboard,
  EquipmentPage,
  NeedsAction,
  NotificationPage,
  OrganisationPage,
  PremisesPage,
  PropertyPage,
  QueueStatus,
  Report,
  ReportBulkResult,
  ReportDetail,
  ReportPage,
  ReportSafety,
  SavedFilter,
  SavedFilterList,
  Statistics,
  UnreadCount,
} from './index';
