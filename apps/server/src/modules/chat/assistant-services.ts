import type { AssistantServices } from '../../assistant/services';
import type { Deps } from '../../deps';
import { createPremisesService } from '../premises';
import { createPropertyService } from '../properties';
import { createReportService } from '../reports';

/** Enough places for a conversation; admins search by address instead of browsing. */
const PLACES_PAGE = 100;

/** The assistant's view of the premises, property and report services (their rules apply). */
export function createAssistantServices(deps: Deps): AssistantServices {
  const premises = createPremisesService(deps);
  const properties = createPropertyService(deps);
  const reports = createReportService(deps);
  return {
    listPremises: async (actor, propertyId) =>
      (await premises.list(actor, { pageSize: PLACES_PAGE, ...(propertyId ? { propertyId } : {}) })).items,
    listProperties: async (actor, q) =>
      (await properties.list(actor, { pageSize: q ? 10 : PLACES_PAGE, ...(q ? { q } : {}) })).items,
    findOpenDuplicates: (actor, where) => reports.findOpenDuplicates(actor, where),
    createReport: (actor, input, chatSessionId, hazards) =>
      reports.create(actor, input, { chatSessionId, hazards }),
    // The assistant writes for the reporter, whose notes are messages.
    addNote: (actor, reportId, note) => reports.addNote(actor, reportId, { note, visibility: 'message' }),
  };
}
