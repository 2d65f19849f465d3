import type { Locale } from '@app/i18n';
import { normalise } from './text';

// Common short words that give a language away; words shared by both (i, ok) are left out.
const SV = new Set(
  `och är det jag inte en ett har min mitt mina på som att med för kan vi hos sedan igår idag ja nej hej
  tack köket badrummet trasig trasigt trasiga fungerar funkar lägenhet lägenheten gick sönder vad var när
  hur den detta där här också men eller nu bara mycket lite väldigt kommer går ska skulle inget ingen
  dagar vecka veckor sen nä japp okej gärna visst absolut stämmer rinner droppar läcker`.split(/\s+/),
);
const EN = new Set(
  `the is and my it not on has have with for can we since yesterday today yes no hi hello thanks thank
  kitchen bathroom broken working apartment flat there a an of to please what where when how this that
  here also but or now just very little will won't doesn't does isn't been week weeks days yeah yep sure
  nope leaking leaks dripping stopped`.split(/\s+/),
);

/** sv or en from the words and letters of one message; undefined when it gives no sign (e.g. "2"). */
export function detectLanguage(text: string): Locale | undefined {
  let sv = /[åäö]/i.test(text) ? 3 : 0;
  let en = 0;
  for (const word of normalise(text).split(' ')) {
    if (SV.has(word)) sv++;
    if (EN.has(word)) en++;
  }
  if (sv > en) return 'sv';
  if (en > sv) return 'en';
  return undefined;
}
