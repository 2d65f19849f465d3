import type { ReportDetail, ReportDone, ReportMove } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/Notifier';
import { moveName } from '../moves';
import { useMarkDone, useMove, useReaccept } from './api';

/**
 * Status moves with their success message and, where the lifecycle lets this caller move the
 * errand straight back (the answer's `can` says so), an Undo for a few seconds: marking done
 * is taken back by the contractor, a hand-back is undone by accepting again while still open.
 */
export function useMoveWithUndo(report: ReportDetail) {
  const { t } = useTranslation();
  const notify = useNotify();
  const transition = useMove(report.id);
  const done = useMarkDone(report.id);
  const reaccept = useReaccept(report.id);
  const from = report.status;

  const announce = (m: ReportMove, after: ReportDetail) => {
    const name = moveName(from, m);
    const back = after.can.moves.find((x) => x.to === from && !x.reasonRequired);
    let undo: (() => Promise<unknown>) | undefined;
    if (name === 'handBack' && after.can.accept) undo = () => reaccept.mutateAsync(undefined);
    else if (back) undo = () => transition.mutateAsync({ status: from });
    notify({ message: t(`errandWork.moveDone.${name}`), undo });
  };

  return {
    pending: transition.isPending || done.isPending || reaccept.isPending,
    /** The move the errand is waiting for is the filled button; the others are outlined. */
    primary: (m: ReportMove) => ['markDone', 'confirmClose'].includes(moveName(from, m)),
    noteLabel: (m: ReportMove) => {
      const name = moveName(from, m);
      if (name === 'handBack' || name === 'sendBack') return t(`errandWork.notes.${name}`);
      return undefined;
    },
    move: async (m: ReportMove, note: string) => {
      const after = await transition.mutateAsync({ status: m.to, note: note || undefined });
      announce(m, after);
    },
    markDone: async (body: ReportDone) => {
      const after = await done.mutateAsync(body);
      announce({ to: 'FollowingUp', reasonRequired: true }, after);
    },
  };
}
