import {
  Box,
  Card,
  CardActions,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FreshLabel, freshSx } from '../lib/live-cues';
import { useTableDensity } from '../lib/table-density';
import { visuallyHidden } from '../lib/visually-hidden';

/**
 * Links in a table read as its text, underlined on hover and focus (a page of blue underlined
 * titles was hard to scan); focus also keeps a clear outline.
 */
const tableLinks = {
  '& a': {
    color: 'text.primary',
    textDecoration: 'none',
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: '2px solid',
      outlineColor: 'primary.main',
      outlineOffset: 2,
      borderRadius: 0.5,
    },
  },
} as const;

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Shown as the card's heading on a phone. */
  primary?: boolean;
  /** Left out of the phone card (e.g. a second copy of the heading). */
  hideOnPhone?: boolean;
  /** Kept on one line in the table (dates, phone numbers): the column takes its content's width. */
  nowrap?: boolean;
}

/** A table on wide screens and a stack of cards on a phone, from one column list. */
export function ResponsiveList<T>({
  rows,
  columns,
  rowKey,
  actions,
  caption,
  highlighted,
  card,
  wrapHeadings,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  caption: string;
  /** Rows that just arrived or changed (lib/live-cues.tsx): they light up for a moment. */
  highlighted?: (row: T) => boolean;
  /** A list's own compact phone card (the item of the list); the generic card otherwise. */
  card?: (row: T) => ReactNode;
  /**
   * Column headings may wrap: for a table of figures, whose long headings over short numbers
   * would otherwise make it wider than its card.
   */
  wrapHeadings?: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const density = useTableDensity();
  if (phone) {
    const primary = columns.find((c) => c.primary) ?? columns[0];
    if (card) {
      return (
        <Stack component="ul" aria-label={caption} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={rowKey(row)}>
              {card(row)}
            </Box>
          ))}
        </Stack>
      );
    }
    return (
      <Stack component="ul" aria-label={caption} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Card
            component="li"
            key={rowKey(row)}
            variant="outlined"
            sx={{ bgcolor: 'background.paper', ...(highlighted?.(row) ? freshSx : {}) }}
          >
            {/* As compact as the errand cards: tight padding, the heading one line above the facts. */}
            <CardContent
              sx={{ p: 1.5, pb: actions ? 0.5 : 1.5, '&:last-child': { pb: actions ? 0.5 : 1.5 } }}
            >
              {primary && (
                <Typography
                  component="div"
                  variant="subtitle1"
                  sx={{ fontWeight: 600, mb: 0.5, lineHeight: 1.3 }}
                >
                  {primary.render(row)}
                  {highlighted?.(row) && <FreshLabel />}
                </Typography>
              )}
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
              >
                {columns
                  .filter((c) => c !== primary && !c.hideOnPhone)
                  .map((c) => (
                    <Box key={c.key} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {c.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {c.render(row)}
                      </Typography>
                    </Box>
                  ))}
              </Box>
            </CardContent>
            {actions && (
              <CardActions sx={{ flexWrap: 'wrap', px: 1, pt: 0, pb: 0.5 }}>{actions(row)}</CardActions>
            )}
          </Card>
        ))}
      </Stack>
    );
  }
  const table = (
    <Table size={density === 'dense' ? 'small' : 'medium'} aria-label={caption}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell
              key={c.key}
              scope="col"
              sx={{
                fontWeight: 600,
                ...(wrapHeadings ? { whiteSpace: 'normal', verticalAlign: 'bottom' } : {}),
              }}
            >
              {c.label}
            </TableCell>
          ))}
          {actions && (
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('adminPages.shared.actions')}
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} hover sx={highlighted?.(row) ? freshSx : undefined}>
            {columns.map((c) => (
              <TableCell key={c.key} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                {c.render(row)}
                {c.primary && highlighted?.(row) && <FreshLabel />}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {actions(row)}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return <WideTable caption={caption}>{table}</WideTable>;
}

/** A column showing one field as text (nothing when it is empty). */
export function textColumn<T>(key: keyof T & string, label: string, primary?: boolean): Column<T> {
  return { key, label, primary, render: (row) => String(row[key] ?? '') };
}

/**
 * The table's frame. When the table is wider than its place and scrolls sideways, the frame is a
 * named region in the tab order, so the keyboard can scroll it too (WCAG 2.1.1).
 */
function WideTable({ caption, children }: { caption: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const keyboard = scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {};
  return (
    <TableContainer ref={ref} sx={tableLinks} {...keyboard}>
      {children}
    </TableContainer>
  );
}
