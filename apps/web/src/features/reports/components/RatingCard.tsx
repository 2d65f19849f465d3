import { type ReportDetail, type ReportRating, ReportRatingCreate } from '@app/contract';
import { Alert, Box, Button, FormHelperText, Rating, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftRestoredNotice } from '../../../components/DraftRestoredNotice';
import { useFormat } from '../../../components/format';
import { OutlinedSection } from '../../../components/SectionCard';
import { useCurrentUser } from '../../../lib/auth';
import { useForm } from '../../../lib/use-form';
import { useRateReport } from '../api';

function GivenRating({ rating, own }: { rating: ReportRating; own: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <>
      <Typography id="report-rating" variant="h6" component="h2" gutterBottom>
        {t(own ? 'ratings.card.yourRating' : 'ratings.card.rating')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating value={rating.score} readOnly aria-hidden />
        <Typography>{t('ratings.card.stars', { count: rating.score })}</Typography>
      </Box>
      {rating.comment && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{rating.comment}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('ratings.card.ratedAt', { date: f.date(rating.ratedAt) })}
      </Typography>
    </>
  );
}

/**
 * The rating of a closed report: the reporter rates it once (when the server's
 * `can.rate` says so); afterwards everyone the server shows the rating to sees it.
 */
export function RatingCard({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const own = useCurrentUser()?.id === report.reporter;
  const rate = useRateReport(report.id);
  const [sent, setSent] = useState(false);
  const form = useForm({ score: '', comment: '' });
  if (!report.rating && !report.can.rate) return null;
  const submit = form.handleSubmit(
    ReportRatingCreate,
    async (body) => {
      await rate.mutateAsync(body);
      setSent(true);
    },
    (v) => ({ score: v.score ? Number(v.score) : undefined, comment: v.comment.trim() || null }),
  );
  return (
    <OutlinedSection labelledBy="report-rating">
      {sent && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('ratings.card.sent')}
        </Alert>
      )}
      {report.rating ? (
        <GivenRating rating={report.rating} own={own} />
      ) : (
        <Box
          component="form"
          ref={form.formRef}
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Typography id="report-rating" variant="h6" component="h2">
            {t('ratings.card.title')}
          </Typography>
          <Typography color="text.secondary">{t('ratings.card.intro')}</Typography>
          {form.formError && (
            <Alert severity="error" role="alert">
              {form.formError}
            </Alert>
          )}
          <DraftRestoredNotice show={form.restored} />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby="rating-score-error">
            <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5, p: 0 }}>
              {t('ratings.card.score')}
            </Typography>
            <Rating
              name="score"
              size="large"
              value={form.values.score ? Number(form.values.score) : null}
              onChange={(_, value) => form.set('score', value ? String(value) : '')}
              getLabelText={(value) => t('ratings.card.stars', { count: value })}
              emptyLabelText={t('ratings.card.noScore')}
            />
            <FormHelperText id="rating-score-error" error={Boolean(form.errors.score)}>
              {form.errors.score ?? ' '}
            </FormHelperText>
          </Box>
          <TextField
            {...form.field('comment')}
            label={t('ratings.card.comment')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            helperText={form.errors.comment ?? `${form.values.comment.length} / 1000`}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={form.sending}>
              {t('ratings.card.submit')}
            </Button>
          </Box>
        </Box>
      )}
    </OutlinedSection>
  );
}
