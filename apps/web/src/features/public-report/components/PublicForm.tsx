import { Alert, Button, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-text';

/**
 * A form on a public page: `send` runs on submit while the button waits, and a failure is said
 * above the button in the site's words, until the next try.
 */
export function PublicForm({
  spacing,
  send,
  submitLabel,
  children,
}: {
  spacing: number;
  send: () => Promise<unknown>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack
      component="form"
      spacing={spacing}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setFailure(null);
        send()
          .catch((err: unknown) => setFailure(errorMessage(t, err)))
          .finally(() => setBusy(false));
      }}
    >
      {children}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
