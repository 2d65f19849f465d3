import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { type EntityForm, EntityFormDialog } from './EntityFormDialog';

/** What a list may change: add, edit and delete rows through a form and a confirmation. */
export interface ListEditing<T> {
  addLabel: string;
  /** The create (no row) or edit form, open while `open`; or a plain record's field form. */
  form: EntityForm | ((props: { open: boolean; onClose: () => void; row?: T }) => ReactNode);
  editLabel: (row: T) => string;
  deleteLabel: (row: T) => string;
  deleteTitle: string;
  deleteBody: (row: T | null) => string;
  remove: (row: T) => Promise<unknown>;
}

/**
 * The add button, each row's buttons (`more` first, then edit and delete) and
 * the form and confirmation they open, for a list page or a list in a dialog.
 */
export function useRowEditing<T extends { id: string }>(
  editing: ListEditing<T> | undefined,
  more?: (row: T) => ReactNode,
) {
  const { t } = useTranslation();
  const [form, setForm] = useState<{ row?: T } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const addButton = editing && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
      {editing.addLabel}
    </Button>
  );
  const actions =
    more || editing
      ? (row: T) => (
          <>
            {more?.(row)}
            {editing && (
              <>
                <Button size="small" onClick={() => setForm({ row })} aria-label={editing.editLabel(row)}>
                  {t('adminPages.shared.edit')}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => setDeleting(row)}
                  aria-label={editing.deleteLabel(row)}
                >
                  {t('adminPages.shared.delete')}
                </Button>
              </>
            )}
          </>
        )
      : undefined;
  const dialogs = editing && (
    <>
      {typeof editing.form === 'function' ? (
        editing.form({ open: form !== null, onClose: () => setForm(null), row: form?.row })
      ) : (
        <EntityFormDialog
          open={form !== null}
          onClose={() => setForm(null)}
          row={form?.row}
          spec={editing.form}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={editing.deleteTitle}
        body={editing.deleteBody(deleting)}
        onClose={() => setDeleting(null)}
        onConfirm={() => editing.remove(deleting!)}
      />
    </>
  );
  return { addButton, actions, dialogs };
}

/**
 * A list's add, edit and delete texts from its catalogue section, which names
 * them `add`, `editNamed`, `deleteNamed`, `deleteTitle` and `deleteBody`;
 * `vars` gives the row's values the texts mention.
 */
export function editingTexts<T>(
  t: TFunction,
  section: string,
  vars: (row: T | null) => Record<string, string>,
) {
  return {
    addLabel: t(`${section}.add`),
    editLabel: (row: T) => t(`${section}.editNamed`, vars(row)),
    deleteLabel: (row: T) => t(`${section}.deleteNamed`, vars(row)),
    deleteTitle: t(`${section}.deleteTitle`),
    deleteBody: (row: T | null) => t(`${section}.deleteBody`, vars(row)),
  };
}
