import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getStoredUser } from './user-store';

/**
 * Drafts of what a user is typing, kept in sessionStorage so that a session that ends
 * mid-sentence (the sign-in page after a refused refresh is a full page load) loses
 * nothing: the same form, opened again by the same user on the same page, gets its text
 * back. sessionStorage, not localStorage: a draft stays in its tab and dies with it.
 *
 * A draft is keyed by user id + page (path) + form identity, written shortly after the
 * typing pauses, and removed on a successful send, on an explicit cancel, and at sign-out.
 * Passwords and mailed tokens are never written.
 */

const PREFIX = 'form-draft:';
/** Typing is saved this long after the last key (and at once when the page goes away). */
export const DRAFT_SAVE_DELAY_MS = 400;
/** An older draft is not offered any more: it is for coming back after signing in, not for next week. */
const MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** Field names that are never stored. */
const SECRET = /password|token|secret/i;

type Values = Record<string, string>;
interface Stored {
  savedAt: number;
  values: Values;
}

/** The storage key for a form on the current page, or null when nobody is signed in (no drafts then). */
export function draftKey(formId: string, path = window.location.pathname): string | null {
  const user = getStoredUser();
  return user ? `${PREFIX}${user.id}:${path}:${formId}` : null;
}

/** The values worth keeping: no secrets. */
function keepable(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.test(name)));
}

export function readDraft(key: string | null): Values | null {
  if (!key) return null;
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored?.savedAt !== 'number' || Date.now() - stored.savedAt > MAX_AGE_MS) {
      sessionStorage.removeItem(key);
      return null;
    }
    return keepable(stored.values);
  } catch {
    return null;
  }
}

/** Stores the values that differ from `base` (what the form opened with); nothing to keep removes the draft. */
export function writeDraft(key: string | null, values: Values, base: Values): void {
  if (!key) return;
  const kept = keepable(values);
  const changed = Object.entries(kept).some(([name, value]) => value !== (base[name] ?? ''));
  try {
    if (changed) sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values: kept }));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or blocked: typing goes on, only the safety net is missing.
  }
}

export function clearDraft(key: string | null): void {
  if (key) sessionStorage.removeItem(key);
}

/** Removes every draft (sign-out: the next person at this browser sees none of them). */
export function clearAllDrafts(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}

/** The draft's values over `base` (only fields the form has), or null when there is none. */
export function restoreDraft<V extends Values>(key: string | null, base: V): V | null {
  const draft = readDraft(key);
  if (!draft) return null;
  const merged = { ...base };
  let changed = false;
  for (const name of Object.keys(base) as (keyof V & string)[]) {
    const value = draft[name];
    if (typeof value === 'string' && value !== base[name]) {
      merged[name] = value as V[keyof V & string];
      changed = true;
    }
  }
  return changed ? merged : null;
}

/**
 * A form's draft: `schedule` saves the values a moment after typing pauses (and at once
 * when the page is hidden or left), `clear` forgets it. `formId` undefined turns it off.
 * The key is taken when the typing happens, so a save that lands after the session has
 * ended (the stored user is gone by then) still goes to the user who typed.
 */
export function useFormDraft(formId: string | undefined) {
  const pending = useRef<{ key: string; values: Values; base: Values } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = pending.current;
    pending.current = null;
    if (next) writeDraft(next.key, next.values, next.base);
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useMemo(
    () => ({
      key: () => (formId ? draftKey(formId) : null),
      schedule(values: Values, base: Values) {
        const key = formId ? draftKey(formId) : null;
        if (!key) return;
        pending.current = { key, values, base };
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      },
      clear() {
        clearTimeout(timer.current);
        timer.current = undefined;
        pending.current = null;
        if (formId) clearDraft(draftKey(formId));
      },
    }),
    [formId, flush],
  );
}

/**
 * A single text field's draft outside `useForm` (the chat assistant's message): `type` is the
 * user typing (kept), `setText` the page emptying the field while sending or putting the text
 * back after a failure (the draft stays as typed), `sent` forgets it after a successful send.
 */
export function useTextDraft(formId: string) {
  const store = useFormDraft(formId);
  const [initial] = useState(() => readDraft(store.key())?.text ?? '');
  const [text, setText] = useState(initial);
  const [restored, setRestored] = useState(initial !== '');
  return {
    text,
    setText,
    restored,
    type(value: string) {
      setText(value);
      store.schedule({ text: value }, { text: '' });
    },
    sent() {
      store.clear();
      setRestored(false);
    },
  };
}
