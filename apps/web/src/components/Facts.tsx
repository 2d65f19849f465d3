import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * How a list of facts is laid out: `columns` puts each label beside its value; `responsive` does
 * so from the small breakpoint and stacks them on a phone; `stacked` puts each value under its
 * label (a phone-first page, where a value may run over several lines).
 */
export type FactsLayout = 'columns' | 'responsive' | 'stacked';

const Layout = createContext<FactsLayout>('columns');

const listSx: Record<FactsLayout, SxProps<Theme>> = {
  columns: { m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5 },
  responsive: {
    m: 0,
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
    columnGap: 3,
    rowGap: 1,
  },
  stacked: { m: 0, display: 'flex', flexDirection: 'column', gap: 2 },
};

const labelSx: Record<FactsLayout, SxProps<Theme>> = {
  columns: {},
  // On a phone the label sits over its value: smaller, with room above it.
  responsive: { fontSize: { xs: '0.85rem', sm: '1rem' }, mt: { xs: 1, sm: 0 } },
  stacked: {},
};

/** Labelled values as a description list (`dl`), so a screen reader reads each label with its value. */
export function Facts({ layout = 'columns', children }: { layout?: FactsLayout; children: ReactNode }) {
  return (
    <Layout.Provider value={layout}>
      <Box component="dl" sx={listSx[layout]}>
        {children}
      </Box>
    </Layout.Provider>
  );
}

/** One label and its value in `Facts`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const layout = useContext(Layout);
  return (
    // A `div` may group a `dt` with its `dd`; `contents` leaves them in the list's grid.
    <Box sx={{ display: layout === 'stacked' ? 'block' : 'contents' }}>
      <Typography
        component="dt"
        variant={layout === 'stacked' ? 'body2' : undefined}
        color="text.secondary"
        sx={labelSx[layout]}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: layout === 'stacked' ? 'pre-wrap' : undefined }}
      >
        {children}
      </Typography>
    </Box>
  );
}
