import type { HazardKind, Report, ReportCreate } from '@app/contract';
import type { AuthUser } from '../auth/auth-user';
import { choosesOwnPlace, reportsAtRentedPremises } from '../authz';
import type { Queryable } from '../db';
import { organisationSettings } from './assistant.repo';
import type { AssistantServices } from './services';
import type { AssistantTools, Filed, Place } from './types';

function propertyLabel(p: { address: string; city: string }) {
  return p.city ? `${p.address}, ${p.city}` : p.address;
}

/**
 * The tools for one turn of one session, acting as `actor`. Tenants report at their premises;
 * managers at their organisation's properties; admins at any property, found by address.
 */
export function createTools(
  db: Queryable,
  services: AssistantServices,
  actor: AuthUser,
  chatSessionId: string,
): AssistantTools {
  let filed: Filed | undefined;

  async function listPlaces(q?: string): Promise<Place[]> {
    const properties = await services.listProperties(actor, choosesOwnPlace(actor) ? undefined : q);
    const orgs = await organisationSettings(db, [...new Set(properties.map((p) => p.organisationId))]);
    const byId = new Map(properties.map((p) => [p.id, p]));
    if (reportsAtRentedPremises(actor)) {
      const premises = await services.listPremises(actor);
      return premises.flatMap((pr) => {
        const property = byId.get(pr.propertyId);
        if (!property) return [];
        return [
          {
            propertyId: pr.propertyId,
            premisesId: pr.id,
            label: `${propertyLabel(property)} – ${pr.designation}`,
            propertyLabel: propertyLabel(property),
            address: property.address,
            designation: pr.designation,
            reportLanguage: orgs.get(property.organisationId)?.reportLanguage ?? 'sv',
            onCallPhone: orgs.get(property.organisationId)?.onCallPhone ?? null,
            organisationName: orgs.get(property.organisationId)?.name,
          },
        ];
      });
    }
    return properties.map((p) => ({
      propertyId: p.id,
      premisesId: null,
      label: propertyLabel(p),
      propertyLabel: propertyLabel(p),
      address: p.address,
      designation: null,
      reportLanguage: orgs.get(p.organisationId)?.reportLanguage ?? 'sv',
      onCallPhone: orgs.get(p.organisationId)?.onCallPhone ?? null,
      organisationName: orgs.get(p.organisationId)?.name,
    }));
  }

  async function listPremisesOf(place: Place): Promise<Place[]> {
    const premises = await services.listPremises(actor, place.propertyId);
    return premises
      .filter((pr) => pr.propertyId === place.propertyId)
      .map((pr) => ({
        ...place,
        premisesId: pr.id,
        designation: pr.designation,
        label: `${place.propertyLabel} – ${pr.designation}`,
      }));
  }

  return {
    listPlaces,
    listPremisesOf,
    findOpenReports: (where) =>
      services.findOpenDuplicates(actor, {
        propertyId: where.propertyId,
        premisesId: where.premisesId ?? undefined,
        trade: where.trade,
      }),
    async submitReport(input: ReportCreate, hazards?: readonly HazardKind[]) {
      // One conversation files at most one report.
      if (filed) throw new Error('already filed');
      const report = await services.createReport(actor, input, chatSessionId, hazards);
      filed = { report, outcome: 'created' };
      return report;
    },
    async addNote(reportId: string, note: string): Promise<Report> {
      if (filed) throw new Error('already filed');
      const report = await services.addNote(actor, reportId, note);
      filed = { report, outcome: 'noted' };
      return report;
    },
    get filed() {
      return filed;
    },
  };
}
