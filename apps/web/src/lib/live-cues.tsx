import type { HubEventMap, ReportStatus } from '@app/contract';
import { ReportDetail } from '@app/contract/answers';
import { Box } from '@mui/material';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../components/Notifier';
import { api } from './api';
import { useCurrentUser } from './auth';
import { onHubEvent } from './hub';
import { countUnseen, FRESH_MS, isOwn, markFresh, resetUnseen } from './live-cues-store';
import { queryKeys } from './queries';
import { visuallyHidden } from './visually-hidden';

/**
 * Live cues (docs/decisions/0009-live-cues.md): what the hub's events show besides the refetch.
 * A row or card that just arrived or changed is highlighted for a few seconds, managers and
 * contractors get a short message about a new errand (and a status someone else changed), and
 * while the tab is hidden its title counts the changes not seen yet. Never about the user's own
 * changes: those say so themselves.
 */

/**
 * A highlighted row's look: a soft amber background that fades out, with a bar at the start
 * edge. Without motion (`prefers-reduced-motion`) it stays still and goes when FRESH_MS is up.
 */
export const freshSx = {
  '@keyframes live-cue-fade': {
    from: { backgroundColor: 'rgba(255, 193, 7, 0.32)' },
    to: { backgroundColor: 'rgba(255, 193, 7, 0)' },
  },
  animation: `live-cue-fade ${FRESH_MS}ms ease-out forwards`,
  boxShadow: 'inset 4px 0 0 #b26a00',
  '@media (prefers-reduced-motion: reduce)': {
    animation: 'none',
    backgroundColor: 'rgba(255, 193, 7, 0.2)',
  },
} as const;

/** The same news in words, inside a highlighted row, for screen readers. */
export function FreshLabel() {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={visuallyHidden}>
      {` (${t('live.cues.fresh')})`}
    </Box>
  );
}

interface Known {
  number: number;
  whatBroke: string;
  status: ReportStatus;
}

/** The errand as a list or detail on screen holds it, before the refetch replaces it. */
function knownReport(client: QueryClient, id: string): Known | undefined {
  for (const [, data] of client.getQueriesData<unknown>({ queryKey: queryKeys.reports })) {
    const found = [data, ...((data as { items?: unknown[] } | undefined)?.items ?? [])].find(
      (x): x is Known => !!x && typeof x === 'object' && (x as { id?: string }).id === id,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * Mounted once in the signed-in layout: listens to the hub and gives the cues, with a polite
 * live region saying what the highlight shows.
 */
export function LiveCues() {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [said, setSaid] = useState('');
  // The handlers live as long as the layout; they read the latest user and language from here.
  const latest = useRef({ t, notify, user });
  latest.current = { t, notify, user };

  useEffect(() => {
    const tells = () => latest.current.user?.can.hearArrivals ?? false;
    const name = (r: { number: number; whatBroke: string }) =>
      latest.current.t('errandWork.errand', { number: r.number, title: r.whatBroke });

    const created = async ({ reportId }: HubEventMap['ReportCreated']) => {
      markFresh(reportId);
      if (isOwn(reportId)) return;
      countUnseen();
      const report = await api.get(`/api/reports/${reportId}`, ReportDetail).catch(() => null);
      const { t: tr, notify: say, user: me } = latest.current;
      if (!report || report.reporter === me?.id) return;
      setSaid(tr('live.cues.arrived', { errand: name(report) }));
      if (tells())
        say({
          message: tr('live.cues.newErrand', { title: report.whatBroke }),
          severity: 'info',
          background: true,
        });
    };

    const updated = ({ reportId, status }: HubEventMap['ReportUpdated']) => {
      markFresh(reportId);
      if (isOwn(reportId)) return;
      countUnseen();
      const { t: tr, notify: say } = latest.current;
      const before = knownReport(client, reportId);
      setSaid(before ? tr('live.cues.changed', { errand: name(before) }) : tr('live.cues.someChanged'));
      if (before && status && status !== before.status && tells()) {
        const message = tr('live.cues.statusChanged', {
          errand: name(before),
          status: tr(`enums.status.${status}`),
        });
        say({ message, severity: 'info', background: true });
      }
    };

    const shown = () => {
      if (document.visibilityState === 'visible') resetUnseen();
    };
    document.addEventListener('visibilitychange', shown);
    const offs = [onHubEvent('ReportCreated', (p) => void created(p)), onHubEvent('ReportUpdated', updated)];
    return () => {
      document.removeEventListener('visibilitychange', shown);
      for (const off of offs) off();
    };
  }, [client]);

  return (
    <Box aria-live="polite" role="status" sx={visuallyHidden}>
      {said}
    </Box>
  );
}
