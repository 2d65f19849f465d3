import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Box, Button, IconButton, ListItemText, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { savedFilters, useDeleteFilter } from '../api';

/** The naming dialog loads when a filter is first saved. */
const SaveFilterDialog = lazy(() => import('./SaveFilterDialog'));

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
  const remove = useDeleteFilter();
  const [naming, setNaming] = useState(false);
  // Once opened, the dialog stays mounted so it can animate out.
  const [wanted, setWanted] = useState(false);
  const query = currentQuery(search);
  const items = list.data?.items ?? [];
  const picked = items.find((f) => f.query === query)?.id ?? '';
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
      <Button
        startIcon={<SaveIcon />}
        onClick={() => {
          setWanted(true);
          setNaming(true);
        }}
      >
        {t('worklists.saved.save')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SaveFilterDialog open={naming} query={query} onClose={() => setNaming(false)} />
        </Suspense>
      )}
    </Box>
  );
}
