import type { Equipment } from '@app/contract';
import HistoryIcon from '@mui/icons-material/History';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format';
import { HazardChip } from '../../../components/HazardChip';
import { ErrorState } from '../../../components/QueryStates';
import { StatusChip } from '../../../components/ReportChips';
import { useGroupPath } from '../../../lib/route-group';
import { equipmentErrands } from './api';

function History({ equipment }: { equipment: Equipment }) {
  const { t } = useTranslation();
  const f = useFormat();
  const errands = useQuery(equipmentErrands(equipment.id));
  const base = useGroupPath('errands');
  if (errands.isPending) return <Typography>{t('common.loading')}</Typography>;
  if (errands.isError) return <ErrorState error={errands.error} onRetry={() => void errands.refetch()} />;
  const items = errands.data?.items ?? [];
  if (items.length === 0) return <Typography>{t('maintenance.history.empty')}</Typography>;
  return (
    <List dense disablePadding>
      {items.map((r) => (
        <ListItem key={r.id} disableGutters divider sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`${base}/${r.id}`}>
                #{r.number} {r.whatBroke}
              </Link>
            }
            secondary={[
              `${t('reports.fields.created')} ${f.date(r.created)}`,
              r.closedAt ? `${t('reports.fields.closedAt')} ${f.date(r.closedAt)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          {r.kind === 'planned_maintenance' && <Chip size="small" label={t('maintenance.kind')} />}
          <HazardChip hazards={r.hazards} />
          <StatusChip status={r.status} />
        </ListItem>
      ))}
    </List>
  );
}

/** A row button on the equipment list opening the errands filed against that item. */
export function EquipmentHistoryButton({ equipment }: { equipment: Equipment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = `${t('maintenance.history.title')}: ${equipment.name}`;
  return (
    <>
      <Tooltip title={title}>
        <IconButton aria-label={title} onClick={() => setOpen(true)}>
          <HistoryIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{open && <History equipment={equipment} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('maintenance.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
