import { c, type EvalCase } from './cases';

/**
 * Cases written after the word lists were tuned on CASES and never tuned on: how the interviewer
 * does on descriptions it has not been fitted to. Reported separately (docs/ASSISTANT.md).
 */
export const HELD_OUT: EvalCase[] = [
  c('sv', 'own', 'plumber', 'Normal', null, 'Handfatet i badrummet rinner inte undan ordentligt'),
  c('sv', 'own', 'electrician', 'Normal', null, 'Spotlightsen i köket har slocknat allihop'),
  c('sv', 'own', 'appliance', 'Normal', null, 'Mikron i köket har gått sönder'),
  c('sv', 'own', 'heating', 'Normal', null, 'Golvvärmen i badrummet blir inte varm'),
  c('sv', 'own', 'carpentry', 'Normal', null, 'Garderobsdörren i sovrummet har hoppat ur skenan'),
  c('sv', 'own', 'ventilation', 'Normal', null, 'Det luktar instängt och ventilen i sovrummet drar inget'),
  c(
    'sv',
    'own',
    'plumber',
    'Urgent',
    'water',
    'Hjälp, det sprutar vatten ur slangen till diskmaskinen i köket',
  ),
  c('sv', 'common', 'appliance', 'Normal', null, 'Torkskåpet i tvättstugan är trasigt'),
  c('sv', 'common', 'electrician', 'Normal', null, 'Utebelysningen på gården lyser inte'),
  c('sv', 'common', 'locksmith', 'High', 'doorLock', 'Dörren till källaren går inte att låsa'),
  c('sv', 'common', 'elevator', 'Urgent', 'liftStuck', 'Jag sitter fast i hissen!!'),
  c(
    'sv',
    'common',
    'groundskeeping',
    'High',
    'entranceFall',
    'Det har rasat ner snö och is från taket vid porten',
  ),
  c('sv', 'own', 'electrician', 'Urgent', 'fire', 'Det ryker ur spisfläkten i köket'),
  c('en', 'own', 'plumber', 'Normal', null, 'The bathroom sink drains really slowly'),
  c('en', 'own', 'appliance', 'Normal', null, 'Our microwave in the kitchen is dead'),
  c('en', 'own', 'electrician', 'Normal', null, 'Half the lights in the living room went out'),
  c('en', 'own', 'heating', 'High', 'noHeat', 'It is freezing in the flat, the heating has stopped'),
  c('en', 'own', 'carpentry', 'Normal', null, 'The wardrobe door in the bedroom came off its hinge'),
  c('en', 'common', 'cleaning', 'Normal', null, 'Someone vomited in the stairwell'),
  c('en', 'common', 'electrician', 'Normal', null, 'The lights in the laundry room do not turn on'),
  c(
    'en',
    'common',
    'plumber',
    'Urgent',
    'sewage',
    'Sewage is coming up from the floor drain in the basement',
  ),
  c('en', 'common', 'locksmith', 'High', 'doorLock', "The main entrance door can't be locked"),
  c(
    'en',
    'own',
    'electrician',
    'Urgent',
    'sparks',
    'I got an electric shock from the light switch in the hall',
  ),
  c(
    'en',
    'common',
    'glazier',
    'High',
    'glass',
    'A window by the entrance is smashed and there is glass on the pavement',
  ),
];
