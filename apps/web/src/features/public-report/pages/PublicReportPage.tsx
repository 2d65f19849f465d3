import type { HazardKind, PublicPlace } from '@app/contract';
import { Alert, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { catalogueAdvice, HazardCard, telHref } from '../../../components/HazardCard';
import { LoadingState } from '../../../components/QueryStates';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { confirmPublicReport, publicPlace, sendPublicReport } from '../api';
import { PublicForm } from '../components/PublicForm';
import { PublicFrame, PublicLoadFailure, withQueries } from '../components/PublicFrame';

type Step =
  | { at: 'form' }
  | { at: 'confirm'; submissionId: string; email: string; hazards: HazardKind[] }
  | { at: 'done'; number: number; hazards: HazardKind[] };

/**
 * `/r/<code>`: what a sign's QR code opens. The place, a short form, then the code mailed to
 * the sender; only then is the errand filed.
 */
function PublicReportPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const place = useQuery(publicPlace(code));
  const [step, setStep] = useState<Step>({ at: 'form' });
  const title = t('publicReport.page.reportTitle');
  if (place.isPending) return <LoadingState />;
  if (place.isError)
    return <PublicLoadFailure title={title} query={place} notFound={t('publicReport.page.unknownCode')} />;
  return (
    <PublicFrame title={title}>
      <PlaceCard place={place.data} />
      {/* The advice for a hazard the text describes comes at once, before the mailed code. */}
      {step.at !== 'form' && step.hazards.length > 0 && (
        <HazardCard hazard={catalogueAdvice(t, step.hazards, place.data.onCallPhone)} pinned={false} />
      )}
      {step.at === 'form' && (
        <>
          <Emergency onCallPhone={place.data.onCallPhone} />
          <ReportForm
            code={code}
            onSent={(submissionId, email, hazards) =>
              setStep({ at: 'confirm', submissionId, email, hazards })
            }
          />
        </>
      )}
      {step.at === 'confirm' && (
        <ConfirmForm
          submissionId={step.submissionId}
          email={step.email}
          onDone={(number) => setStep({ at: 'done', number, hazards: step.hazards })}
        />
      )}
      {step.at === 'done' && (
        <Alert severity="success" role="status">
          <strong>{t('publicReport.page.doneTitle')}</strong>{' '}
          {t('publicReport.page.done', { number: step.number })}
        </Alert>
      )}
    </PublicFrame>
  );
}

function PlaceCard({ place }: { place: PublicPlace }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5 }}>
      <Typography variant="overline">{t(`publicReport.page.placeKind.${place.kind}`)}</Typography>
      {place.name && <Typography sx={{ fontWeight: 600 }}>{place.name}</Typography>}
      <Typography>{place.address}</Typography>
      <Typography variant="body2" color="text.secondary">
        {place.organisationName}
      </Typography>
    </Stack>
  );
}

/** Before the form, as a sign's notice would say it: danger goes to 112 (and the on-call number), not to a form. */
function Emergency({ onCallPhone }: { onCallPhone: string | null }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2">
      {onCallPhone ? (
        <>
          {t('publicReport.page.emergencyOnCall')}{' '}
          <Link href={telHref(onCallPhone)} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
            {onCallPhone}
          </Link>
        </>
      ) : (
        t('publicReport.page.emergency')
      )}
    </Typography>
  );
}

function ReportForm({
  code,
  onSent,
}: {
  code: string;
  onSent: (submissionId: string, email: string, hazards: HazardKind[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const [fields, setFields] = useState({ description: '', email: '', phone: '', website: '' });
  const set = (k: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));
  const send = () => {
    const language = i18n.language === 'en' ? 'en' : 'sv';
    return sendPublicReport(code, { ...fields, phone: fields.phone || undefined, language }).then((r) =>
      onSent(r.submissionId, fields.email.trim(), r.hazards),
    );
  };
  return (
    <PublicForm spacing={2} send={send} submitLabel={t('publicReport.page.send')}>
      <TextField
        label={t('publicReport.page.description')}
        helperText={t('publicReport.page.descriptionHelp')}
        value={fields.description}
        onChange={set('description')}
        multiline
        minRows={3}
        required
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <TextField
        label={t('publicReport.page.email')}
        helperText={t('publicReport.page.emailHelp')}
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        required
      />
      <TextField
        label={t('publicReport.page.phone')}
        type="tel"
        autoComplete="tel"
        value={fields.phone}
        onChange={set('phone')}
      />
      {/* People never see this field; robots fill it in (a honeypot). */}
      <TextField
        label={t('publicReport.page.honeypot')}
        name="website"
        value={fields.website}
        onChange={set('website')}
        autoComplete="off"
        aria-hidden
        sx={visuallyHidden}
        slotProps={{ htmlInput: { tabIndex: -1 } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('publicReport.page.privacy')}
      </Typography>
    </PublicForm>
  );
}

function ConfirmForm({
  submissionId,
  email,
  onDone,
}: {
  submissionId: string;
  email: string;
  onDone: (number: number) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <PublicForm
      spacing={2}
      send={() => confirmPublicReport(submissionId, code.trim()).then((r) => onDone(r.number))}
      submitLabel={t('publicReport.page.confirm')}
    >
      <Typography variant="h6" component="h2">
        {t('publicReport.page.confirmTitle')}
      </Typography>
      <Typography>{t('publicReport.page.confirmIntro', { email })}</Typography>
      <TextField
        label={t('publicReport.page.confirmCode')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
      />
    </PublicForm>
  );
}

export default withQueries(PublicReportPage);
