import type { ChatAction, HazardKind } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { adviceFor } from '../../triage/advice';
import type { TurnInput, TurnResult } from '../../types';
import type { InterviewState } from './state';

/** One turn of the interview: the memory, the language, and what is said back. */
export class Ctx {
  private out: string[] = [];
  private chipsOffered: string[] | undefined;
  private offered: ChatAction | undefined;
  private warned: { kinds: HazardKind[]; onCallPhone: string | null } | undefined;
  /** The conversation ends with this turn without a report. */
  ended = false;
  constructor(
    readonly st: InterviewState,
    readonly lang: Locale,
    readonly input: TurnInput,
  ) {}

  t(key: string, vars?: Record<string, string>) {
    return translate(this.lang, `assistant.${key}`, vars);
  }
  /** Adds a paragraph from the bot catalogue. */
  say(key: string, vars?: Record<string, string>) {
    this.out.push(this.t(`bot.${key}`, vars));
  }
  /** Safety advice for these hazards: it opens the reply, whatever else is said in this turn. */
  advise(kinds: HazardKind[], onCallPhone: string | null) {
    this.warned = { kinds: [...new Set([...(this.warned?.kinds ?? []), ...kinds])], onCallPhone };
  }
  /** Forgets what this turn was going to say (not the advice): a question must come first. */
  unsay() {
    this.out = [];
    this.chipsOffered = undefined;
    this.offered = undefined;
  }
  /** Quick replies for this answer: catalogue chips ("chips.yesFile") or texts as given. */
  chips(...items: (string | { text: string })[]) {
    this.chipsOffered = items.map((i) => (typeof i === 'string' ? this.t(`chips.${i}`) : i.text));
  }
  /** Adds quick replies after those already offered (the same text only once). */
  moreChips(...keys: string[]) {
    const have = this.chipsOffered ?? [];
    this.chipsOffered = [...have, ...keys.map((k) => this.t(`chips.${k}`)).filter((c) => !have.includes(c))];
  }
  /** A button beside the quick replies (open the form, start anew). */
  action(action: ChatAction) {
    this.offered = action;
  }
  /** Asks `question` (bot.ask…) and records that the next message answers it. */
  ask(question: InterviewState['pending'], key: string, vars?: Record<string, string>) {
    if (this.st.pending === question) this.st.retries = (this.st.retries ?? 0) + 1;
    else this.st.retries = 0;
    this.st.pending = question;
    this.say(key, vars);
  }
  result(): TurnResult {
    const advice = this.warned && adviceFor(this.warned.kinds, this.lang, this.warned.onCallPhone);
    return {
      reply: [...(advice ? [advice] : []), ...this.out].join('\n\n'),
      state: this.st,
      tokens: 0,
      ...(this.chipsOffered?.length ? { suggestions: this.chipsOffered } : {}),
      ...(this.offered ? { action: this.offered } : {}),
      ...(this.ended ? { ended: true } : {}),
      ...(this.warned && advice ? { hazard: { ...this.warned, advice } } : {}),
    };
  }
}
