import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import type { Deps } from './deps';
import { attachmentRoutes } from './modules/attachments/attachments.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { contractorRoutes } from './modules/contractors/contractors.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { deadlineRoutes } from './modules/deadlines/deadlines.routes';
import { equipmentRoutes } from './modules/equipment/equipment.routes';
import { exportRoutes } from './modules/exports/exports.routes';
import { healthRoutes } from './modules/health/health.routes';
import { Startup } from './modules/health/readiness';
import { accountingRoutes } from './modules/integrations/accounting.routes';
import { apiTokenRoutes } from './modules/integrations/api-tokens.routes';
import { webhookRoutes } from './modules/integrations/webhooks.routes';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { needsActionRoutes } from './modules/needs-action/needs-action.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { pushRoutes } from './modules/notifications/push/push.routes';
import { organisationRoutes } from './modules/organisations/organisations.routes';
import { premisesRoutes } from './modules/premises/premises.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { propertyRoutes } from './modules/properties/properties.routes';
import { placeCodeRoutes } from './modules/public-reporting/places.routes';
import { publicReportRoutes } from './modules/public-reporting/public-reports.routes';
import { workOrderRoutes } from './modules/public-reporting/work-orders.routes';
import { ratingRoutes } from './modules/ratings/ratings.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { safetyRoutes } from './modules/safety/safety.routes';
import { savedFilterRoutes } from './modules/saved-filters/saved-filters.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { userRoutes } from './modules/users/users.routes';
import { visitTimesRoutes } from './modules/visit-times/visit-times.routes';
import { hubRoutes } from './realtime/hub.routes';

/**
 * The table of contents of the API. Each feature is one Fastify plugin that
 * receives the shared dependencies and declares its own full paths (the API
 * mixes `/api/Equipment` with `/api/reports`, docs/PRODUCT.md "API conventions"); features do not
 * import each other's routes.
 */
export async function registerRoutes(app: FastifyInstance, deps: Deps, startup = new Startup(true)) {
  await app.register(healthRoutes, { deps, startup });
  await app.register(authRoutes, { deps, prefix: '/api/auth' });
  await app.register(userRoutes, { deps });
  await app.register(auditRoutes, { deps });
  await app.register(privacyRoutes, { deps });
  await app.register(organisationRoutes, { deps });
  await app.register(propertyRoutes, { deps });
  await app.register(premisesRoutes, { deps });
  await app.register(maintenanceRoutes, { deps });
  await app.register(equipmentRoutes, { deps });
  await app.register(contractorRoutes, { deps });
  await app.register(exportRoutes, { deps });
  await app.register(reportRoutes, { deps });
  await app.register(attachmentRoutes, { deps });
  await app.register(dashboardRoutes, { deps });
  await app.register(statisticsRoutes, { deps });
  await app.register(needsActionRoutes, { deps });
  await app.register(ratingRoutes, { deps });
  await app.register(deadlineRoutes, { deps });
  await app.register(savedFilterRoutes, { deps });
  await app.register(chatRoutes, { deps });
  await app.register(notificationRoutes, { deps });
  await app.register(pushRoutes, { deps });
  await app.register(placeCodeRoutes, { deps });
  await app.register(publicReportRoutes, { deps });
  await app.register(workOrderRoutes, { deps });
  await app.register(apiTokenRoutes, { deps });
  await app.register(webhookRoutes, { deps });
  await app.register(accountingRoutes, { deps });
  await app.register(calendarRoutes, { deps });
  await app.register(visitTimesRoutes, { deps });
  await app.register(safetyRoutes, { deps });
  await app.register(hubRoutes, { deps });
}
