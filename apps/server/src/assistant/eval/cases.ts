import type { Priority, Trade } from '@app/contract';
import type { HazardKey } from '../triage/hazards';

/**
 * The labelled evaluation set: what a reporter first writes, and what a good dispatcher would
 * make of it (trade, priority, hazard, own premises or a common area). `named`: the first message
 * names both what and where (the median-turns target is measured on these).
 */
export interface EvalCase {
  id: number;
  lang: 'sv' | 'en';
  text: string;
  trade: Trade;
  urgency: Priority;
  hazard: HazardKey | null;
  place: 'own' | 'common';
  named: boolean;
  /** Answers the simulated reporter gives to the questions asked. */
  since?: string;
  access?: string;
  /** Off-script replies given first to the first question asked, before answering it properly. */
  offScript?: string[];
  /** The reporter has two premises and must pick one (answers with this designation). */
  several?: boolean;
  /** A correction sent instead of the first answer: changes the room (checked in the report). */
  correction?: { text: string; room: string };
}

type Opts = Partial<Pick<EvalCase, 'since' | 'access' | 'offScript' | 'several' | 'correction'>> & {
  vague?: boolean;
};
let n = 0;
export const c = (
  lang: 'sv' | 'en',
  place: 'own' | 'common',
  trade: Trade,
  urgency: Priority,
  hazard: HazardKey | null,
  text: string,
  opts: Opts = {},
): EvalCase => {
  const { vague, ...rest } = opts;
  return { id: ++n, lang, text, trade, urgency, hazard, place, named: !vague, ...rest };
};

export const CASES: EvalCase[] = [
  // Own premises, everyday faults (Swedish)
  c('sv', 'own', 'plumber', 'Normal', null, 'Kranen i köket droppar hela tiden'),
  c('sv', 'own', 'plumber', 'High', null, 'Toaletten i badrummet är stopp och går inte att spola'),
  c('sv', 'own', 'plumber', 'Normal', null, 'Det rinner dåligt undan i duschen i badrummet'),
  c('sv', 'own', 'plumber', 'High', null, 'Det läcker lite under diskbänken i köket, en skål står under'),
  c('sv', 'own', 'plumber', 'High', null, 'Inget varmvatten i lägenheten sedan i morse'),
  c('sv', 'own', 'plumber', 'Normal', null, 'Toaletten rinner hela tiden i badrummet'),
  c('sv', 'own', 'electrician', 'Normal', null, 'Taklampan i hallen fungerar inte fast jag bytt glödlampa'),
  c('sv', 'own', 'electrician', 'Normal', null, 'Ett eluttag i sovrummet fungerar inte'),
  c('sv', 'own', 'electrician', 'High', null, 'Säkringen går hela tiden när jag sätter på ugnen i köket'),
  c('sv', 'own', 'heating', 'Normal', null, 'Elementet i sovrummet blir inte varmt'),
  c(
    'sv',
    'own',
    'heating',
    'Low',
    null,
    'Elementen i vardagsrummet knäpper och låter på natten, inte bråttom',
  ),
  c('sv', 'own', 'appliance', 'High', null, 'Kylskåpet i köket har slutat kyla'),
  c('sv', 'own', 'appliance', 'High', null, 'Frysen i köket är trasig, allt tinar'),
  c('sv', 'own', 'appliance', 'Normal', null, 'Ugnen i köket blir inte varm'),
  c('sv', 'own', 'appliance', 'Normal', null, 'En platta på spisen i köket fungerar inte'),
  c('sv', 'own', 'appliance', 'Normal', null, 'Diskmaskinen i köket pumpar inte ut vattnet'),
  c('sv', 'own', 'ventilation', 'Normal', null, 'Fläkten i badrummet har slutat gå, det blir fuktigt'),
  c('sv', 'own', 'ventilation', 'Normal', null, 'Köksfläkten i köket suger inte'),
  c('sv', 'own', 'glazier', 'Normal', null, 'En fönsterruta i sovrummet har spruckit'),
  c('sv', 'own', 'carpentry', 'Normal', null, 'Badrumsdörren går inte att stänga, den kärvar'),
  c(
    'sv',
    'own',
    'carpentry',
    'Low',
    null,
    'En skåpslucka i köket har lossnat från gångjärnet, ingen brådska',
  ),
  c('sv', 'own', 'carpentry', 'Normal', null, 'Parketten i vardagsrummet har släppt och buktar upp'),
  c('sv', 'own', 'painting', 'Low', null, 'Tapeten i hallen släpper vid taket, kan vänta'),
  c('sv', 'own', 'locksmith', 'Normal', null, 'Jag har tappat nyckeln till lägenheten och behöver en ny', {
    vague: true,
  }),
  c('sv', 'own', 'pest-control', 'High', null, 'Vi har sett kackerlackor i köket'),
  c('sv', 'own', 'pest-control', 'Normal', null, 'Det finns möss i köket, hör dem i väggen'),
  c('sv', 'own', 'carpentry', 'Normal', null, 'Balkongdörren går inte att stänga ordentligt, det drar'),
  // Own premises, everyday faults (English)
  c('en', 'own', 'plumber', 'Normal', null, 'The kitchen tap is dripping all the time'),
  c('en', 'own', 'plumber', 'High', null, 'The toilet in the bathroom is blocked and will not flush'),
  c('en', 'own', 'plumber', 'High', null, 'No hot water in the flat since this morning'),
  c('en', 'own', 'plumber', 'High', null, 'There is a small leak under the kitchen sink'),
  c('en', 'own', 'plumber', 'Normal', null, 'The shower drain in the bathroom is clogged'),
  c('en', 'own', 'electrician', 'Normal', null, 'The ceiling light in the hallway does not work'),
  c('en', 'own', 'electrician', 'Normal', null, 'A socket in the bedroom stopped working'),
  c('en', 'own', 'heating', 'Normal', null, 'The radiator in the bedroom is cold'),
  c('en', 'own', 'appliance', 'High', null, 'The fridge in the kitchen is not cooling'),
  c('en', 'own', 'appliance', 'Normal', null, 'The dishwasher in the kitchen does not drain'),
  c('en', 'own', 'appliance', 'Normal', null, 'The oven in the kitchen does not heat up'),
  c('en', 'own', 'ventilation', 'Normal', null, 'The bathroom fan is not working and the mirror steams up'),
  c('en', 'own', 'glazier', 'Normal', null, 'A window pane in the living room is cracked'),
  c('en', 'own', 'carpentry', 'Low', null, 'A kitchen cupboard door hangs loose, no rush'),
  c('en', 'own', 'pest-control', 'High', null, 'We have bedbugs in the bedroom'),
  c('en', 'own', 'painting', 'Low', null, 'Paint is peeling off the bathroom ceiling, it can wait'),
  // Common areas
  c('sv', 'common', 'electrician', 'Normal', null, 'Lampan i trapphuset är trasig'),
  c('sv', 'common', 'appliance', 'Normal', null, 'Tvättmaskin 2 i tvättstugan startar inte'),
  c('sv', 'common', 'appliance', 'Normal', null, 'Torktumlaren i tvättstugan blir inte varm'),
  c('sv', 'common', 'elevator', 'High', null, 'Hissen fungerar inte, den står still på bottenvåningen'),
  c('sv', 'common', 'cleaning', 'Low', null, 'Det är väldigt skräpigt i soprummet'),
  c('sv', 'common', 'cleaning', 'Normal', null, 'Någon har klottrat på väggen i trapphuset'),
  c('sv', 'common', 'electrician', 'Normal', null, 'Belysningen i källaren är släckt, det är helt mörkt'),
  c('sv', 'common', 'other', 'Normal', null, 'Garageporten öppnar inte med fjärrkontrollen'),
  c('sv', 'common', 'groundskeeping', 'Low', null, 'Gräset på gården behöver klippas'),
  c('sv', 'common', 'locksmith', 'Normal', null, 'Låset till cykelrummet kärvar'),
  c('sv', 'common', 'pest-control', 'High', null, 'Jag har sett råttor i soprummet'),
  c('sv', 'common', 'groundskeeping', 'Normal', null, 'Det behöver skottas snö vid entrén'),
  c('sv', 'common', 'locksmith', 'Normal', null, 'Porttelefonen vid entrén fungerar inte'),
  c('en', 'common', 'electrician', 'Normal', null, 'The light in the stairwell is broken'),
  c('en', 'common', 'appliance', 'Normal', null, 'Washing machine 1 in the laundry room will not start'),
  c('en', 'common', 'elevator', 'High', null, 'The lift is out of order'),
  c('en', 'common', 'cleaning', 'Low', null, 'The refuse room is full of rubbish'),
  c('en', 'common', 'pest-control', 'Normal', null, 'There is a wasp nest in the courtyard by the bikes'),
  c('en', 'common', 'plumber', 'High', null, 'There is a leak in the basement, water drips from a pipe'),
  c('en', 'common', 'cleaning', 'Normal', null, 'Someone sprayed graffiti on the front door'),
  // Hazards, each at least once in each language
  c('sv', 'common', 'plumber', 'Urgent', 'gas', 'Det luktar gas i trapphuset'),
  c('sv', 'own', 'plumber', 'Urgent', 'gas', 'Det luktar starkt av gas i köket vid spisen'),
  c('en', 'own', 'plumber', 'Urgent', 'gas', 'I can smell gas in the kitchen'),
  c('sv', 'common', 'other', 'Urgent', 'fire', 'Det brinner i soprummet!'),
  c('sv', 'own', 'electrician', 'Urgent', 'sparks', 'Det luktar bränt från elcentralen i hallen'),
  c('en', 'common', 'other', 'Urgent', 'fire', 'There is smoke coming from the basement'),
  c('sv', 'own', 'electrician', 'Urgent', 'sparks', 'Det kom gnistor från uttaget i köket'),
  c('sv', 'own', 'electrician', 'Urgent', 'sparks', 'Uttaget i sovrummet är varmt och luktar konstigt'),
  c('en', 'own', 'electrician', 'Urgent', 'sparks', 'The socket in the living room is sparking'),
  c('sv', 'own', 'plumber', 'Urgent', 'water', 'Det forsar vatten från ett rör under diskbänken i köket'),
  c('sv', 'own', 'plumber', 'Urgent', 'water', 'Det läcker vatten från taket i badrummet just nu'),
  c('en', 'own', 'plumber', 'Urgent', 'water', 'Water is pouring through the ceiling in the bathroom'),
  c('en', 'common', 'plumber', 'Urgent', 'water', 'The basement is flooding, there is water on the floor'),
  c('sv', 'own', 'plumber', 'Urgent', 'sewage', 'Avloppet i badrummet väller upp i golvbrunnen'),
  c('en', 'own', 'plumber', 'Urgent', 'sewage', 'Sewage is backing up into the bathtub'),
  c(
    'sv',
    'own',
    'heating',
    'High',
    'noHeat',
    'Elementen är kalla och det är bara 15 grader inne i lägenheten',
  ),
  c('sv', 'own', 'heating', 'High', 'noHeat', 'Vi har ingen värme i lägenheten och det är minusgrader ute'),
  c('en', 'own', 'heating', 'High', 'noHeat', 'No heating in the flat, it is 14 degrees inside'),
  c(
    'sv',
    'common',
    'elevator',
    'Urgent',
    'liftStuck',
    'Hissen har fastnat mellan två våningar med en person i',
  ),
  c('sv', 'common', 'elevator', 'Urgent', 'liftStuck', 'Min granne sitter fast i hissen'),
  c('en', 'common', 'elevator', 'Urgent', 'liftStuck', 'Someone is stuck in the lift'),
  c('sv', 'common', 'locksmith', 'High', 'doorLock', 'Porten går inte att låsa, den står öppen'),
  c('sv', 'common', 'locksmith', 'High', 'doorLock', 'Entrédörren går inte i lås längre'),
  c('en', 'common', 'locksmith', 'High', 'doorLock', 'The front door of the building will not lock'),
  c(
    'sv',
    'common',
    'glazier',
    'High',
    'glass',
    'Glasrutan i entrédörren är krossad, det ligger glas på marken',
  ),
  c('en', 'common', 'glazier', 'High', 'glass', 'The glass in the entrance door is smashed'),
  c(
    'sv',
    'common',
    'groundskeeping',
    'High',
    'entranceFall',
    'Det är väldigt halt vid entrén, blankis på trappan',
  ),
  c('sv', 'common', 'groundskeeping', 'High', 'entranceFall', 'Stora istappar hänger över porten'),
  c('en', 'common', 'groundskeeping', 'High', 'entranceFall', 'The entrance steps are icy and slippery'),
  c('en', 'common', 'groundskeeping', 'High', 'entranceFall', 'A roof tile has fallen down by the entrance'),
  // Vague and very short
  c('sv', 'own', 'appliance', 'High', null, 'kylen funkar ej', { vague: true }),
  c('sv', 'own', 'plumber', 'High', null, 'toan är stopp', { vague: true }),
  c('sv', 'own', 'electrician', 'Normal', null, 'lampa trasig', { vague: true }),
  c('sv', 'own', 'appliance', 'Normal', null, 'tvättmaskinen', { vague: true }),
  c('en', 'own', 'appliance', 'High', null, 'fridge broken', { vague: true }),
  c('en', 'own', 'heating', 'Normal', null, 'radiator cold', { vague: true }),
  c('sv', 'own', 'plumber', 'High', null, 'det läcker', { vague: true }),
  // Typos
  c('sv', 'own', 'plumber', 'Normal', null, 'kranen i kökt dropar'),
  c('sv', 'own', 'appliance', 'High', null, 'kylskpet i köket funkr inte'),
  c('sv', 'own', 'plumber', 'High', null, 'toaleten i badrumet är stop'),
  c('en', 'own', 'plumber', 'Normal', null, 'kitchn tap is driping'),
  c('en', 'own', 'appliance', 'High', null, 'the frige in the kitchen stoped working'),
  // Two faults in one message: the more serious decides
  c('sv', 'own', 'plumber', 'High', null, 'Kranen i köket droppar och toaletten är stopp'),
  c('sv', 'own', 'electrician', 'Urgent', 'sparks', 'Lampan i hallen blinkar och det kom gnistor ur uttaget'),
  c('en', 'own', 'appliance', 'High', null, 'The fridge in the kitchen stopped and the oven light is out'),
  // Several premises: the reporter picks one
  c('sv', 'own', 'plumber', 'Normal', null, 'Duschblandaren i badrummet droppar', { several: true }),
  c(
    'en',
    'own',
    'appliance',
    'Normal',
    null,
    'The washing machine in the kitchen leaks a bit when it spins',
    {
      several: true,
    },
  ),
  // Off-script reporters
  c('sv', 'own', 'plumber', 'Normal', null, 'Kranen i badrummet droppar', { offScript: ['asdf'] }),
  c('sv', 'own', 'heating', 'Normal', null, 'Elementet i vardagsrummet är kallt', {
    offScript: ['Vad menar du?', 'Det luktar lite konstigt också'],
  }),
  c('sv', 'common', 'elevator', 'High', null, 'Hissen står still', { offScript: ['Akut!'] }),
  c('en', 'own', 'electrician', 'Normal', null, 'The light in the bathroom flickers', {
    offScript: ['hmm ok'],
  }),
  c('en', 'own', 'appliance', 'Normal', null, 'The cooker in the kitchen has a broken hotplate', {
    offScript: ['why do you need to know'],
  }),
  c('sv', 'own', 'plumber', 'Normal', null, 'Kranen i köket droppar', {
    correction: { text: 'Nej, det är i badrummet', room: 'bathroom' },
  }),
  c('en', 'own', 'plumber', 'Normal', null, 'The tap in the kitchen drips', {
    correction: { text: "Actually it's the bathroom", room: 'bathroom' },
  }),
  c('sv', 'own', 'ventilation', 'Normal', null, 'Ventilationen i köket suger dåligt', {
    since: 'ingen aning',
    access: 'huvudnyckel',
  }),
  c('en', 'own', 'carpentry', 'Normal', null, 'The bedroom door will not close', {
    since: 'a couple of weeks ago',
    access: 'call me first on 070 123 45 67',
  }),
];
