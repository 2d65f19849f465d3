import type { ChatAction } from '@app/contract';
import AddCommentIcon from '@mui/icons-material/AddComment';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Chip } from '@mui/material';

/**
 * The assistant's offer to leave the conversation another way: the report form with what it was
 * told, or a new conversation. Filled, so it stands apart from the quick replies that send text.
 */
export function ActionChip({
  action,
  onAction,
  disabled,
}: {
  action: ChatAction;
  onAction: (action: ChatAction) => void;
  disabled: boolean;
}) {
  return (
    <Chip
      label={action.label}
      icon={action.kind === 'openForm' ? <EditNoteIcon /> : <AddCommentIcon />}
      color="primary"
      clickable
      disabled={disabled}
      onClick={() => onAction(action)}
      data-testid={`chat-action-${action.kind}`}
      sx={{
        alignSelf: 'flex-start',
        maxWidth: '100%',
        height: 'auto',
        minHeight: 32,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
      }}
    />
  );
}
