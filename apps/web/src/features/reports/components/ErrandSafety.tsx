import type { ReportDetail } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogueAdvice, HazardCard } from '../../../components/HazardCard';
import { reportSafety } from '../api';

/**
 * The safety advice of an open errand filed with a hazard (gas, water, fire…), with the buttons
 * that call 112 and the on-call number: the chat gives it while reporting; an errand filed
 * through the form, or opened again later, shows it here. Nothing once the work is done.
 */
export function ErrandSafety({ report }: { report: Pick<ReportDetail, 'id' | 'hazards' | 'status'> }) {
  const { t } = useTranslation();
  const open = report.status === 'Open' || report.status === 'InProgress';
  const shown = open && report.hazards.length > 0;
  const safety = useQuery({ ...reportSafety(report.id), enabled: shown });
  // Shown once the number is known, so the card does not change under the reader's eyes; if it
  // cannot be had, the advice stands with the notice-board line instead.
  if (!shown || safety.isPending) return null;
  const onCallPhone = safety.data?.onCallPhone ?? null;
  return <HazardCard hazard={catalogueAdvice(t, report.hazards, onCallPhone)} pinned={false} live={false} />;
}
