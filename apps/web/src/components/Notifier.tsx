import { Alert, Button, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-text';

/** How long a message with an undo stays (docs/PRODUCT.md "Interface": undo for a few seconds). */
export const UNDO_MS = 8000;
const PLAIN_MS = 5000;

export interface Notice {
  message: string;
  severity?: 'success' | 'info' | 'error';
  /**
   * Offered as a button while the message shows; what it answers (a sentence) replaces the
   * message, its failure is shown in its place.
   */
  undo?: () => Promise<unknown>;
  /** News from elsewhere (a live update): never replaces a message still offering Undo. */
  background?: boolean;
}

type Notify = (notice: Notice) => void;

const NotifierContext = createContext<Notify | null>(null);

/**
 * One message at a time at the bottom of the screen (a snackbar), announced to screen
 * readers, optionally with Undo. A newer message replaces the one shown.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<(Notice & { key: number }) | null>(null);
  const [undoing, setUndoing] = useState(false);
  const notify = useCallback<Notify>(
    (n) => setNotice((shown) => (n.background && shown?.undo ? shown : { ...n, key: Date.now() })),
    [],
  );
  const close = (_?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setNotice(null);
  };
  const undo = async () => {
    if (!notice?.undo) return;
    setUndoing(true);
    try {
      const said = await notice.undo();
      const message = typeof said === 'string' ? said : t('errandWork.undone');
      setNotice({ key: Date.now(), message, severity: 'info' });
    } catch (error) {
      setNotice({ key: Date.now(), message: errorMessage(t, error), severity: 'error' });
    } finally {
      setUndoing(false);
    }
  };
  return (
    <NotifierContext.Provider value={notify}>
      {children}
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.undo ? UNDO_MS : PLAIN_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={() => close()}
          action={
            notice?.undo ? (
              <Button color="inherit" size="small" disabled={undoing} onClick={() => void undo()}>
                {t('errandWork.undo')}
              </Button>
            ) : undefined
          }
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </NotifierContext.Provider>
  );
}

/** Shows a message; outside a provider (a component test without one) it does nothing. */
export function useNotify(): Notify {
  const notify = useContext(NotifierContext);
  return useMemo(() => notify ?? (() => {}), [notify]);
}
