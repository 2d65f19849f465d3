import { Box, MenuItem, Pagination, PaginationItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from './format';
import { spreadRow } from './layout';

/**
 * Page navigation and page size, labelled in the interface language. With `totalIsCapped` the
 * total is a lower bound (the errand list stops counting at 10,000): the range says "of more
 * than", there is always a next page, and no last page is offered, since none is known.
 */
export function Pager({
  page,
  pageSize,
  total,
  totalIsCapped = false,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalIsCapped?: boolean;
  onChange: (patch: { page?: number; pageSize?: number }) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const counted = Math.max(1, Math.ceil(total / pageSize));
  // Beyond the counted pages there is at least one more when the count stopped at its cap.
  const pages = totalIsCapped ? Math.max(counted, page) + 1 : counted;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = totalIsCapped ? page * pageSize : Math.min(total, page * pageSize);
  return (
    <Box component="nav" aria-label={t('adminPages.shared.pagination')} sx={{ ...spreadRow, mt: 2 }}>
      <Typography aria-live="polite">
        {t(totalIsCapped ? 'adminPages.shared.rangeCapped' : 'adminPages.shared.range', {
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
        // The final number would read as the last page; with a capped total it is only the next
        // one after the counted pages, so it is left out (the next-page arrow still leads on).
        renderItem={(item) =>
          totalIsCapped && item.type === 'page' && item.page === pages && pages > page + 1 ? null : (
            <PaginationItem {...item} />
          )
        }
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
