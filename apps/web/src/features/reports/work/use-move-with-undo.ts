import type { ReportDetail, ReportDone, ReportMove, ReportStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/Notifier';
import { moveName } from '../moves';
import { useMarkDone, useMove, useReaccept } from './api';

/** How a message names an errand: its number and title, "#12 ”Droppande kran”". */
export function useErrandName() {
  const { t } = useTranslation();
  return (report: { number: number; whatBroke: string }) =>
    t('errandWork.errand', { number: report.number, title: report.whatBroke });
}

/**
 * Status moves with their success message (naming the errand and its new status) and, where the
 * lifecycle lets this caller move the errand straight back (the answer's `can` says so), an Undo
 * for a few seconds: marking done is taken back by the contractor, a hand-back is undone by
 * accepting again while still open. The undo is the same API call and says what it did.
 */
export function useMoveWithUndo(report: ReportDetail) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errandName = useErrandName();
  const transition = useMove(report.id);
  const done = useMarkDone(report.id);
  const reaccept = useReaccept(report.id);
  const from = report.status;
  const said = (key: string, after: ReportDetail) =>
    t(`errandWork.moveDone.${key}`, {
      errand: errandName(after),
      status: t(`enums.status.${after.status}`),
    });

  const announce = (m: ReportMove, after: ReportDetail) => {
    const name = moveName(from, m);
    const back = after.can.moves.find((x) => x.to === from && !x.reasonRequired);
    let undo: (() => Promise<string>) | undefined;
    const undone = async (call: Promise<ReportDetail>) => said('undone', await call);
    if (name === 'handBack' && after.can.accept) undo = () => undone(reaccept.mutateAsync(undefined));
    else if (back) undo = () => undone(transition.mutateAsync({ status: from as ReportStatus }));
    notify({ message: said(name, after), undo });
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
