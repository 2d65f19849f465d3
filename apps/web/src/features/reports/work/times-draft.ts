import { TimeOfferUpdate } from '@app/contract';
import { useState } from 'react';
import { readDraft, useFormDraft } from '../../../lib/form-drafts';
import { noTimes, type TimesValue } from './OfferedTimesFields';

const EMPTY = JSON.stringify(noTimes);

/** A stored draft's times, or null when there is none or it no longer reads as times. */
function parse(raw: string | undefined): TimesValue | null {
  if (!raw) return null;
  try {
    const parsed = TimeOfferUpdate.safeParse(JSON.parse(raw));
    return parsed.success ? { ...parsed.data, note: parsed.data.note ?? '' } : null;
  } catch {
    return null;
  }
}

/**
 * The times offered while filing, kept with the form's typed text (lib/form-drafts.ts) as one JSON
 * field, so that a session ending mid-form loses the chosen times as little as the words.
 * `formId` undefined keeps none (editing a filed errand has its own times card).
 */
export function useTimesDraft(formId: string | undefined) {
  const draft = useFormDraft(formId);
  const [times, setTimes] = useState<TimesValue>(noTimes);
  const [restored, setRestored] = useState(false);
  return {
    times,
    restored,
    /** The dialog opens: the kept times, or none. */
    reset() {
      const kept = parse(readDraft(draft.key())?.times);
      setTimes(kept ?? noTimes);
      setRestored(kept !== null);
    },
    change(next: TimesValue) {
      setTimes(next);
      draft.schedule({ times: JSON.stringify(next) }, { times: EMPTY });
    },
    /** Sent or cancelled: the times are not wanted again. */
    clear() {
      draft.clear();
      setRestored(false);
    },
  };
}
