import type { ChatAction } from '@app/contract';
import { resources } from '@app/i18n';
import AddCommentIcon from '@mui/icons-material/AddComment';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DraftRestoredNotice } from '../../components/DraftRestoredNotice';
import { HazardCard, withoutAdvice } from '../../components/HazardCard';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/QueryStates';
import { newClientId } from '../../lib/client-id';
import { errorMessage } from '../../lib/error-text';
import { useTextDraft } from '../../lib/form-drafts';
import { useRouteGroup } from '../../lib/route-group';
import { ChatAttachments } from '../attachments';
import { isNetworkError } from '../offline';
import type { ReportFormInitial } from '../reports';
import {
  asksToWait,
  createChatSession,
  useChatMessages,
  useChatSession,
  useChatSessions,
  useResumeOnArrival,
  useSendMessage,
} from './api';
import { ActionChip } from './components/ActionChip';
import { Composer, composerDock } from './components/Composer';
import { MessageBubble } from './components/MessageBubble';
import { Outcome } from './components/Outcome';
import { QuickReplies } from './components/QuickReplies';
import { SessionList } from './components/SessionList';
import { formFromAction } from './form-from-action';
import { useKeptMessages } from './use-kept-messages';

const ReportFormDialog = lazy(() => import('../reports').then((m) => ({ default: m.ReportFormDialog })));

/** The assistant's failure text in either language: such replies are shown as errors. */
const FAILURE_TEXTS = new Set([resources.sv.assistant.error, resources.en.assistant.error]);

/**
 * The chat assistant page of /admin and /panel: the conversation, earlier conversations to
 * reopen (?session=<id>), a new-conversation button and the link to the report once filed.
 */
export default function ChatAssistant() {
  const { t } = useTranslation();
  const basePath = useRouteGroup().base;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [search, setSearch] = useSearchParams();
  const sessionId = search.get('session');
  const sessions = useChatSessions();
  const session = useChatSession(sessionId);
  const messages = useChatMessages(sessionId);
  const send = useSendMessage();
  // The typed message outlives a session that ends mid-sentence (lib/form-drafts.ts).
  const typed = useTextDraft('chat-message');
  const { text: draft, setText: setDraft } = typed;
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<ReportFormInitial | null>(null);
  const [resumed, setResumed] = useState(false);
  const ended = session.data?.status === 'completed' && !session.data.reportId;
  // Without signal a sent message waits in this browser, shown in the conversation (chat-outbox.ts).
  const kept = useKeptMessages({
    current: ended ? null : sessionId,
    open: (id) => openSession(id, { replace: true }),
    restore: (text, reason) => {
      setDraft((current) => [current, text].filter(Boolean).join('\n'));
      setError(reason);
    },
  });

  const openSession = (id: string | null, opts: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(search);
    if (id) next.set('session', id);
    else next.delete('session');
    setSearch(next, { replace: opts.replace });
    setError(null);
    setResumed(false);
    inputRef.current?.focus();
  };

  useResumeOnArrival(sessionId, (id) => {
    openSession(id, { replace: true });
    setResumed(true);
  });

  const onAction = (action: ChatAction) => {
    if (action.kind === 'newReport') openSession(null);
    else setForm(formFromAction(action));
  };

  /** Sends the typed text, or a quick reply's text (the draft is then kept as it is). */
  const submit = async (quick?: string) => {
    const content = (quick ?? draft).trim();
    if (!content) return;
    setError(null);
    setPending(content);
    if (quick === undefined) setDraft('');
    // A cancelled conversation has ended: what is typed next starts a new one.
    let id = ended ? null : sessionId;
    // One id for every try of this message, so a send whose answer was lost counts once.
    const clientMessageId = newClientId();
    const keep = () => {
      if (!kept.keep(id, content, clientMessageId)) return false;
      if (quick === undefined) typed.sent();
      return true;
    };
    try {
      // Offline, or behind messages still waiting (their order is kept): this one waits too.
      if ((navigator.onLine === false || kept.queueing) && keep()) return;
      if (!id) {
        id = (await createChatSession()).id;
        openSession(id);
      }
      await send.mutateAsync({ sessionId: id, content, clientMessageId });
      if (quick === undefined) typed.sent();
    } catch (err) {
      // No answer, or the conversation busy with another send: the message waits and is tried again.
      if ((isNetworkError(err) || asksToWait(err)) && keep()) return;
      // The typed text goes back into the field so nothing is lost.
      if (quick === undefined) setDraft((current) => current || content);
      setError(errorMessage(t, err));
    } finally {
      setPending(null);
    }
  };

  const shown = messages.data ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the conversation grows.
  useEffect(() => {
    // The log scrolls, not the page: on a phone the page stays put under the docked field.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [shown.length, pending, kept.shown.length]);

  const completed = session.data?.status === 'completed' && session.data.reportId;
  const busy = pending !== null;
  // Only the latest answer's quick replies apply, and none once the conversation has ended.
  const last = shown.at(-1);
  const quickReplies =
    !completed && last?.role === 'assistant' && !FAILURE_TEXTS.has(last.content)
      ? (last.suggestions ?? [])
      : [];
  const action = !completed && last?.role === 'assistant' ? last.action : undefined;
  // The latest safety advice stays pinned above the conversation; its message keeps the rest.
  const hazard = shown.findLast((m) => m.hazard)?.hazard;
  const list = (
    <SessionList sessions={sessions.data?.items ?? []} selectedId={sessionId} onSelect={openSession} />
  );

  return (
    <>
      <PageHeader
        title={t('nav.chatAssistant')}
        actions={
          <Button variant="outlined" startIcon={<AddCommentIcon />} onClick={() => openSession(null)}>
            {t('assistant.newSession')}
          </Button>
        }
      />
      <Stack direction={wide ? 'row' : 'column'} spacing={2} sx={{ alignItems: 'stretch' }}>
        {wide ? (
          <Paper
            variant="outlined"
            component="nav"
            aria-label={t('assistant.sessions')}
            sx={{ width: 280, flexShrink: 0, alignSelf: 'flex-start', maxHeight: '70vh', overflow: 'auto' }}
          >
            <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
              {t('assistant.sessions')}
            </Typography>
            {list}
          </Paper>
        ) : (
          // MUI wraps the summary in an h3; under the page's h1 it is the section's h2.
          <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="span" variant="subtitle1">
                {t('assistant.sessions')}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>{list}</AccordionDetails>
          </Accordion>
        )}
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('assistant.conversation')}
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            p: { xs: 1.5, sm: 2 },
            gap: 2,
          }}
        >
          {resumed && sessionId && (
            <Alert severity="info" role="status" onClose={() => setResumed(false)}>
              {t('assistant.resumed')}
            </Alert>
          )}
          {hazard && <HazardCard hazard={hazard} />}
          <Box
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={t('assistant.conversation')}
            // Focusable so keyboard users can scroll a long conversation.
            tabIndex={0}
            // On a phone the conversation fills the screen above the composer: dvh follows the
            // browser's bars and, with interactive-widget=resizes-content, the on-screen keyboard.
            sx={{ minHeight: 240, maxHeight: { xs: 'calc(100dvh - 240px)', md: '60vh' }, overflowY: 'auto' }}
          >
            <Box component="ol" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
              <MessageBubble from="assistant" content={t('assistant.welcome')} />
              {shown.map((m) => {
                const content = withoutAdvice(m.content, m.hazard);
                return content ? (
                  <MessageBubble
                    key={m.id}
                    from={m.role}
                    content={content}
                    failed={m.role === 'assistant' && FAILURE_TEXTS.has(m.content)}
                    warning={m.role === 'assistant' && content.startsWith('⚠')}
                  />
                ) : null;
              })}
              {kept.shown.map((m) => (
                <MessageBubble key={m.id} from="user" content={m.content} pending waiting />
              ))}
              {pending && <MessageBubble from="user" content={pending} pending />}
            </Box>
          </Box>
          {busy && (
            <Box
              role="status"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
            >
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t('assistant.thinking')}</Typography>
            </Box>
          )}
          {messages.isError && <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {completed && sessionId && session.data?.reportId && (
            <Outcome sessionId={sessionId} reportId={session.data.reportId} basePath={basePath} />
          )}
          <Box data-testid="chat-composer" sx={composerDock}>
            {!busy && (
              <QuickReplies suggestions={quickReplies} onPick={(text) => void submit(text)} disabled={busy} />
            )}
            {!busy && action && <ActionChip action={action} onAction={onAction} disabled={busy} />}
            <DraftRestoredNotice show={typed.restored} />
            <Composer
              value={draft}
              onChange={typed.type}
              onSend={() => void submit()}
              busy={busy}
              inputRef={inputRef}
            />
          </Box>
          <ChatAttachments sessionId={sessionId} reportId={completed || null} />
        </Paper>
      </Stack>
      {form && (
        <Suspense fallback={null}>
          <ReportFormDialog open initial={form} onClose={() => setForm(null)} />
        </Suspense>
      )}
    </>
  );
}
