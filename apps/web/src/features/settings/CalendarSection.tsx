import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { useFormat } from '../../components/format';
import { useNotify } from '../../components/Notifier';
import { calendarFeed, useRenewCalendarFeed, useRevokeCalendarFeed } from './calendar-api';
import { ShownSecret, useShownSecret } from './ShownSecret';

/**
 * The private calendar address of one's visits (docs/PRODUCT.md "Visits"): made, renewed and
 * turned off here; shown once when made. Only for those the server offers it to.
 */
export function CalendarSection() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const notify = useNotify();
  const feed = useQuery(calendarFeed);
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const secret = useShownSecret();
  if (!feed.data?.available) return null;
  const created = feed.data.created;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    secret.show((await renew.mutateAsync()).url);
  };
  const turnOff = async () => {
    secret.hide();
    await revoke.mutateAsync();
    notify({ message: t('calendar.feed.revoked'), severity: 'success' });
  };
  return (
    <FormCard
      headingLevel="h2"
      title={t('calendar.feed.heading')}
      intro={t('calendar.feed.help')}
      sending={renew.isPending}
      onSubmit={onSubmit}
      submitLabel={t(created ? 'calendar.feed.renew' : 'calendar.feed.create')}
      footer={
        created && (
          <Button
            color="error"
            variant="outlined"
            sx={{ mt: 2 }}
            onClick={turnOff}
            disabled={revoke.isPending}
          >
            {t('calendar.feed.revoke')}
          </Button>
        )
      }
    >
      <ShownSecret secret={secret} title={t('calendar.feed.heading')} text={t('calendar.feed.shownOnce')} />
      <Typography>
        {created ? t('calendar.feed.active', { when: fmt.dateTime(created) }) : t('calendar.feed.none')}
      </Typography>
      {created && <Typography variant="body2">{t('calendar.feed.renewHelp')}</Typography>}
    </FormCard>
  );
}
