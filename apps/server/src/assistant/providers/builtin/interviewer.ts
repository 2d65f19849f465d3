import { type Locale, translate } from '@app/i18n';
import type { AssistantProvider, Place, TurnInput, TurnResult } from '../../types';
import { type Field, fieldNamed, isGreeting, matchPlace, yesNo } from './answers';
import { factsOf, priorityOf, summaryVars, tradeOf } from './facts';
import { detectLanguage } from './language';
import { writeNote, writeReport } from './report-writer';
import { type InterviewState, readState } from './state';

const ORDER = ['what', 'place', 'description', 'since', 'urgency', 'access'] as const;

/**
 * The built-in interviewer: deterministic, Swedish and English, no model needed. It asks for what
 * broke, where, a description, since when, how urgent and how to get in; classifies trade and
 * priority from word lists; offers an open report of the same trade at the same place instead of a
 * duplicate; shows a summary; files on "yes".
 */
export function createBuiltinInterviewer(): AssistantProvider {
  return { name: 'builtin', respond };
}

async function respond(input: TurnInput): Promise<TurnResult> {
  const st = readState(input.state);
  const lang: Locale = detectLanguage(input.text) ?? st.lang ?? input.locale;
  st.lang = lang;
  const turn = new Turn(st, lang, input);
  const reply = await turn.run();
  return { reply, state: st, tokens: 0 };
}

class Turn {
  private said: string[] = [];
  constructor(
    private st: InterviewState,
    private lang: Locale,
    private input: TurnInput,
  ) {}

  private t(key: string, vars?: Record<string, string>) {
    return translate(this.lang, `assistant.bot.${key}`, vars);
  }
  private say(key: string, vars?: Record<string, string>) {
    this.said.push(this.t(key, vars));
    return this.said.join('\n\n');
  }

  async run(): Promise<string> {
    const { st } = this;
    if (st.done) return this.say('alreadyDone');
    const text = this.input.text.trim();
    const pending = st.pending ?? 'what';
    switch (pending) {
      case 'what':
        if (isGreeting(text)) return this.say('askWhat');
        st.what = text;
        break;
      case 'place': {
        const picked = await this.acceptPlace(text);
        if (typeof picked === 'string') return picked;
        break;
      }
      case 'description':
      case 'since':
      case 'urgency':
      case 'access':
        st[pending] = text;
        break;
      case 'duplicate':
        return this.acceptDuplicateAnswer(text);
      case 'confirm':
        return this.acceptConfirmation(text);
      case 'amend': {
        const field = fieldNamed(text);
        if (!field) return this.say('askAmend');
        this.forget(field);
        break;
      }
    }
    return this.advance();
  }

  /** Asks the first question still unanswered; then duplicates; then the summary. */
  private async advance(): Promise<string> {
    const { st } = this;
    const missing = ORDER.find((f) => (f === 'place' ? !st.place : !st[f]));
    if (missing === 'place') return this.askPlace();
    if (missing) {
      st.pending = missing;
      return this.say(missing === 'what' ? 'askWhatAgain' : `ask${cap(missing)}`);
    }
    if (!st.duplicatesChecked) {
      st.duplicatesChecked = true;
      const offer = await this.findDuplicate();
      if (offer) return offer;
    }
    st.pending = 'confirm';
    return this.say('summary', summaryVars(st, this.lang));
  }

  private async askPlace(): Promise<string> {
    const { st, input } = this;
    if (input.actor.role === 'Admin') {
      st.pending = 'place';
      return this.say('askAddress');
    }
    const places = await input.tools.listPlaces();
    if (places.length === 0) {
      st.pending = 'place';
      return this.say('noPlaces');
    }
    if (places.length === 1) {
      this.pick(places[0]!);
      return this.advance();
    }
    st.options = places;
    st.pending = 'place';
    return this.say('askPlace', { list: numbered(places) });
  }

  /** Returns the reply when the answer did not settle the place. */
  private async acceptPlace(text: string): Promise<string | undefined> {
    const { st, input } = this;
    if (input.actor.role === 'Admin' && !(st.options && /^\s*\d{1,3}\s*$/.test(text))) {
      const found = await input.tools.listPlaces(text);
      if (found.length === 1) return void this.pick(found[0]!);
      if (found.length === 0) return this.say('addressNotFound');
      st.options = found.slice(0, 10);
      return this.say('askPlace', { list: numbered(st.options) });
    }
    const options = st.options ?? (await input.tools.listPlaces());
    if (options.length === 0) return this.say('noPlaces');
    const place = matchPlace(text, options);
    if (!place) {
      st.options = options;
      return this.say('placeNotUnderstood', { list: numbered(options) });
    }
    this.pick(place);
    return undefined;
  }

  private pick(place: Place) {
    this.st.place = place;
    this.st.options = undefined;
    this.say('placePicked', { place: place.label });
  }

  private async findDuplicate(): Promise<string | undefined> {
    const { st, input } = this;
    const place = st.place!;
    const trade = tradeOf(st);
    let open: Awaited<ReturnType<typeof input.tools.findOpenReports>> = [];
    try {
      open = await input.tools.findOpenReports({
        propertyId: place.propertyId,
        premisesId: place.premisesId,
        trade,
      });
    } catch {
      // Looking for duplicates is a courtesy; failing to look must not stop the report.
      return undefined;
    }
    const first = open[0];
    if (!first) return undefined;
    st.duplicate = { id: first.id, whatBroke: first.whatBroke };
    st.pending = 'duplicate';
    return this.say('duplicateOffer', {
      place: place.label,
      trade: translate(this.lang, `enums.trade.${trade}`),
      whatBroke: first.whatBroke,
      date: first.created.slice(0, 10),
    });
  }

  private async acceptDuplicateAnswer(text: string): Promise<string> {
    const { st, input } = this;
    const answer = yesNo(text);
    if (answer === undefined) return this.say('askYesNo');
    if (answer && st.duplicate) {
      try {
        const report = await input.tools.addNote(
          st.duplicate.id,
          writeNote(st.place!.reportLanguage, factsOf(st)),
        );
        st.done = true;
        st.pending = undefined;
        return this.say('noteAdded', { whatBroke: report.whatBroke, number: String(report.number) });
      } catch {
        this.say('noteFailed');
      }
    }
    st.duplicate = undefined;
    st.pending = 'confirm';
    return this.say('summary', summaryVars(st, this.lang));
  }

  private async acceptConfirmation(text: string): Promise<string> {
    const { st, input } = this;
    const answer = yesNo(text);
    if (answer === undefined) return this.say('askYesNo');
    if (!answer) {
      st.pending = 'amend';
      return this.say('askAmend');
    }
    const place = st.place!;
    const written = writeReport(place.reportLanguage, factsOf(st), tradeOf(st), priorityOf(st));
    const report = await input.tools.submitReport({
      propertyId: place.propertyId,
      premisesId: place.premisesId,
      ...written,
    });
    st.done = true;
    st.pending = undefined;
    // The number to quote on the phone.
    return this.say('filed', { number: String(report.number) });
  }

  private forget(field: Field) {
    const { st } = this;
    if (field === 'place') {
      st.place = undefined;
      st.options = undefined;
    } else st[field] = undefined;
    // What and where decide which open reports count as duplicates.
    if (field === 'what' || field === 'place' || field === 'description') st.duplicatesChecked = false;
  }
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const numbered = (places: Place[]) => places.map((p, i) => `${i + 1}. ${p.label}`).join('\n');
