import type { ReportDetail, WorkOrderLink } from '@app/contract';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';
import { useNotify } from '../../../components/Notifier';
import { SectionCard } from '../../../components/SectionCard';
import { errorMessage } from '../../../lib/error-text';
import { type FieldErrors, serverFieldErrors } from '../../../lib/forms';
import { useWorkOrderLinkCalls, workOrderLinks } from '../work-order-api';

const stateColour = {
  sent: 'info',
  accepted: 'success',
  declined: 'warning',
  withdrawn: 'default',
  ended: 'default',
} as const;

/**
 * Staff's part of outside contractors' work-order links (docs/decisions/0047-work-order-links.md):
 * send the errand to an address, and see, resend and withdraw what was sent. Shown to those the
 * errand's `can.workOrders` names.
 */
export function WorkOrderLinksCard({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const links = useQuery({ ...workOrderLinks(report.id), enabled: report.can.workOrders });
  if (!report.can.workOrders) return null;
  const l = (key: string) => t(`publicReport.links.${key}`);
  return (
    <SectionCard id="work-order-links" icon={<SendIcon color="primary" aria-hidden />} title={l('heading')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {l('explain')}
      </Typography>
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}
        aria-label={l('linksOf')}
      >
        {links.data?.items.length === 0 && (
          <Typography component="li" color="text.secondary">
            {l('none')}
          </Typography>
        )}
        {links.data?.items.map((link) => (
          <LinkRow key={link.id} reportId={report.id} link={link} />
        ))}
      </Stack>
      {report.status !== 'Closed' && <SendForm report={report} />}
    </SectionCard>
  );
}

function LinkRow({ reportId, link }: { reportId: string; link: WorkOrderLink }) {
  const { t } = useTranslation();
  const f = useFormat();
  const notify = useNotify();
  const calls = useWorkOrderLinkCalls(reportId);
  const live = link.state === 'sent' || link.state === 'accepted';
  const act = (call: typeof calls.resend, message: string) =>
    call
      .mutateAsync(link)
      .then(() => notify({ message }))
      .catch((err: unknown) => notify({ message: errorMessage(t, err), severity: 'error' }));
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {link.contractorName === link.email ? link.email : `${link.contractorName} · ${link.email}`}
        </Typography>
        <Chip
          size="small"
          color={stateColour[link.state]}
          label={t(`publicReport.links.state.${link.state}`)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('publicReport.links.sentAt', { when: f.dateTime(link.sentAt) })}
        {link.sentBy ? ` ${t('publicReport.links.sentBy', { name: link.sentBy })}` : ''}
      </Typography>
      {link.declineReason && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {t('publicReport.links.reason', { reason: link.declineReason })}
        </Typography>
      )}
      {live && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => void act(calls.resend, t('publicReport.links.resent'))}
          >
            {t('publicReport.links.resend')}
          </Button>
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            onClick={() => void act(calls.withdraw, t('publicReport.links.withdrawn'))}
          >
            {t('publicReport.links.withdraw')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function SendForm({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { send } = useWorkOrderLinkCalls(report.id);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<'sv' | 'en'>(report.language);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<FieldErrors>({});
  const l = (key: string) => t(`publicReport.links.${key}`);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    setFailure(null);
    setProblems({});
    send
      .mutateAsync({ email, name: name.trim() || undefined, language })
      .then((sent) => {
        notify({ message: t('publicReport.links.sent', { email: sent.email }) });
        setEmail('');
        setName('');
      })
      .catch((err: unknown) => {
        // The server's problem with the address or the name stands under that field.
        setProblems(serverFieldErrors(err, t, { email, name, language }));
        setFailure(errorMessage(t, err));
      });
  };
  // A field's problem goes once it is changed.
  const problem = (field: 'email' | 'name', set: (value: string) => void) => ({
    onChange: (ev: ChangeEvent<HTMLInputElement>) => {
      set(ev.target.value);
      setProblems(({ [field]: _, ...rest }) => rest);
    },
    error: Boolean(problems[field]),
    helperText: problems[field],
  });
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField label={l('email')} type="email" value={email} required {...problem('email', setEmail)} />
      <TextField label={l('name')} value={name} {...problem('name', setName)} />
      <TextField
        select
        label={l('language')}
        value={language}
        onChange={(ev) => setLanguage(ev.target.value as 'sv' | 'en')}
      >
        <MenuItem value="sv">{t('languages.sv')}</MenuItem>
        <MenuItem value="en">{t('languages.en')}</MenuItem>
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disabled={send.isPending}
        sx={{ justifySelf: 'start', alignSelf: 'center' }}
      >
        {l('send')}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
