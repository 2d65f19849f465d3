import type { TimeOfferUpdate, TimeOfferView } from '@app/contract';
import { canOfferTimes, offersTimesAtAll, reportFields } from '../../authz';
import type { ReportActor } from '../../authz/reports.policy';
import type { Deps } from '../../deps';
import { AppError, forbidden, invalidTransition } from '../../http/errors';
import { loadVisible, touchReport, visitWindowProblems } from '../reports';
import { findTimeOffer, saveTimeOffer } from './visit-times.repo';

/**
 * The times the reporter offers for the visit (docs/PRODUCT.md "Visits"): read by those the
 * field table gives `times` (never the marketplace), changed by the reporter while the work is
 * still to be done. The contractor books one by planning the visit in it (PUT …/visit).
 */
export function createVisitTimesService(deps: Pick<Deps, 'db'>, clock: () => number = Date.now) {
  const { db } = deps;

  async function view(actor: ReportActor, id: string): Promise<TimeOfferView> {
    const { row, access } = await loadVisible(db, actor, id);
    const reads = reportFields(actor, row, access).has('times');
    return { offer: reads ? await findTimeOffer(db, id) : null, canOffer: canOfferTimes(actor, row) };
  }

  async function offer(actor: ReportActor, id: string, body: TimeOfferUpdate): Promise<TimeOfferView> {
    await db.transaction(async (q) => {
      const { row } = await loadVisible(q, actor, id);
      if (!canOfferTimes(actor, row)) throw offersTimesAtAll(actor, row) ? invalidTransition() : forbidden();
      // Each window as a visit would be: after now, within a year, ending after it starts, at most 12 hours.
      const problems = body.windows.flatMap((w, i) =>
        visitWindowProblems(w, clock()).map((p) => ({ ...p, field: `windows.${i}.${p.field}` })),
      );
      if (problems.length) throw new AppError('validation_failed', problems);
      const windows = body.windows
        .map((w) => ({
          startsAt: new Date(w.startsAt).toISOString(),
          endsAt: new Date(w.endsAt).toISOString(),
        }))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      await saveTimeOffer(q, {
        reportId: id,
        organisationId: row.organisationId,
        windows,
        note: body.note || null,
        anyTime: body.anyTime,
      });
      // The errand changed for those who list it (its updated time).
      await touchReport(q, id);
    });
    return view(actor, id);
  }

  return { view, offer };
}
