import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Box, Button, IconButton, ListItemText, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { useForm } from '../../../lib/use-form';
import { savedFilters, useDeleteFilter, useSaveFilter } from '../worklists-api';

const NameForm = z.object({ name: z.string().trim().min(1).max(60) });

/** The list query a saved filter keeps: the URL's, without paging. */
export function currentQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  for (const key of ['page', 'pageSize', 'new']) kept.delete(key);
  return kept.toString();
}

/** Pick one of the user's saved filters, save the current one, delete one. */
export function SavedFilters() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const list = useQuery(savedFilters());
  const save = useSaveFilter();
  const remove = useDeleteFilter();
  const [naming, setNaming] = useState(false);
  const form = useForm({ name: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (naming) form.reset();
  }, [naming]);
  const query = currentQuery(search);
  const items = list.data?.items ?? [];
  const picked = items.find((f) => f.query === query)?.id ?? '';
  const submit = form.handleSubmit(NameForm, async ({ name }) => {
    await save.mutateAsync({ name, query });
    setNaming(false);
  });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('worklists.saved.label')}
        value={picked}
        onChange={(e) => {
          const found = items.find((f) => f.id === e.target.value);
          if (found) setSearch(new URLSearchParams(found.query), { replace: true });
        }}
        sx={{ minWidth: 200, flex: { xs: '1 1 60%', sm: '0 1 auto' } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="" disabled>
          {items.length ? t('worklists.saved.pick') : t('worklists.saved.none')}
        </MenuItem>
        {items.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            <ListItemText primary={f.name} />
          </MenuItem>
        ))}
      </TextField>
      {picked && (
        <IconButton
          aria-label={t('worklists.saved.delete', { name: items.find((f) => f.id === picked)?.name })}
          onClick={() => remove.mutate(picked)}
        >
          <DeleteIcon />
        </IconButton>
      )}
      <Button startIcon={<SaveIcon />} onClick={() => setNaming(true)}>
        {t('worklists.saved.save')}
      </Button>
      <FormDialog
        open={naming}
        onClose={() => setNaming(false)}
        title={t('worklists.saved.title')}
        form={form}
        onSubmit={submit}
        submitLabel={t('worklists.saved.save')}
        grid={false}
      >
        <TextField
          {...form.dialogField('name')}
          autoFocus
          fullWidth
          required
          label={t('worklists.saved.name')}
        />
      </FormDialog>
    </Box>
  );
}
