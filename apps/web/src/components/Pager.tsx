import { Box, MenuItem, Pagination, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from './format';

/** Page navigation and page size, labelled in the interface language. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (patch: { page?: number; pageSize?: number }) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Box
      component="nav"
      aria-label={t('adminPages.shared.pagination')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mt: 2,
      }}
    >
      <Typography aria-live="polite">
        {t('adminPages.shared.range', {
          first: f.number(first),
          last: f.number(last),
          total: f.number(total),
        })}
      </Typography>
      <Pagination
        page={Math.min(page, pages)}
        count={pages}
        color="primary"
        siblingCount={0}
        onChange={(_, p) => onChange({ page: p })}
        getItemAriaLabel={(type, p, selected) =>
          type === 'page'
            ? t(selected ? 'adminPages.shared.currentPage' : 'adminPages.shared.goToPage', { page: p })
            : t(`adminPages.shared.${type}Page`)
        }
      />
      <TextField
        select
        size="small"
        label={t('adminPages.shared.pageSize')}
        value={pageSize}
        onChange={(e) => onChange({ pageSize: Number(e.target.value) })}
        sx={{ minWidth: 120 }}
      >
        {[10, 25, 50, 100].map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
