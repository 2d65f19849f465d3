import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicFrame } from '../components/PublicFrame';

/** `/r/start`: the code from a sign typed by hand, for those who cannot scan it. */
export default function EnterCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const cleaned = code.replace(/[\s-]/g, '').toUpperCase();
  return (
    <PublicFrame title={t('publicReport.page.enterTitle')}>
      <Typography>{t('publicReport.page.enterIntro')}</Typography>
      <Stack
        component="form"
        spacing={2}
        onSubmit={(e) => {
          e.preventDefault();
          if (cleaned) navigate(`/r/${encodeURIComponent(cleaned)}`);
        }}
      >
        <TextField
          label={t('publicReport.page.codeLabel')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', maxLength: 20, style: { letterSpacing: 4 } },
          }}
          required
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('publicReport.page.go')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
