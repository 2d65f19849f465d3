import { normalise } from '../providers/builtin/text';

/** Rooms of a home or premises: a fault there is at the reporter's own premises. */
export const roomKeys = [
  'kitchen',
  'bathroom',
  'bedroom',
  'livingRoom',
  'hall',
  'balcony',
  'toilet',
] as const;
export type RoomKey = (typeof roomKeys)[number];

/** Common areas of a property: a fault there is reported on the property, not on a flat. */
export const areaKeys = [
  'stairwell',
  'laundry',
  'basement',
  'storage',
  'garage',
  'courtyard',
  'entrance',
  'refuseRoom',
  'lift',
  'attic',
  'bikeRoom',
] as const;
export type AreaKey = (typeof areaKeys)[number];

const w = (words: string) => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, 'u');

const ROOMS: [RoomKey, RegExp][] = [
  ['kitchen', w('kök|köket|köks\\p{L}*|kök\\p{L}+|kitchen|kitchens')],
  ['bathroom', w('badrum\\p{L}*|duschrum|duschen|bathroom|shower room')],
  ['toilet', w('toalettrum|toalettrummet|gästtoa|wc rummet|toilet room|loo')],
  ['bedroom', w('sovrum|sovrummet|sovrums\\p{L}*|bedroom|bedrooms')],
  ['livingRoom', w('vardagsrum|vardagsrummet|living room|lounge|sitting room')],
  ['hall', w('hall|hallen|hallway|entréhallen i lägenheten|corridor')],
  ['balcony', w('balkong|balkongen|balcony|terrace|terrass')],
];

const AREAS: [AreaKey, RegExp][] = [
  ['lift', w('hiss|hissen|hissar|hissdörr\\p{L}*|lift|lifts|elevator|elevators')],
  ['laundry', w('tvättstuga|tvättstugan|tvättstugans|laundry|laundry room|washroom')],
  [
    'refuseRoom',
    w(
      'soprum|soprummet|sophus|sophuset|miljörum|miljörummet|refuse room|bin room|bin store|rubbish room|waste room',
    ),
  ],
  ['bikeRoom', w('cykelrum|cykelrummet|cykelförråd\\p{L}*|bike room|bicycle room|bike store')],
  [
    'storage',
    w('källarförråd\\p{L}*|vindsförråd\\p{L}*|förrådet|förråd|förråden|storage|storage room|storeroom'),
  ],
  ['basement', w('källare|källaren|källarens|källargång\\p{L}*|basement|cellar')],
  ['attic', w('vind|vinden|vindsgång\\p{L}*|attic|loft')],
  ['garage', w('garage|garaget|garageport\\p{L}*|parkering|parkeringen|p hus|car park|parking|carport')],
  [
    'courtyard',
    w('gård|gården|innergård\\p{L}*|lekplats\\p{L}*|courtyard|yard|playground|garden|trädgården'),
  ],
  [
    'entrance',
    w(
      'entré|entrén|entrédörr\\p{L}*|port|porten|portdörr\\p{L}*|portkod\\p{L}*|ytterdörr\\p{L}*|ingång|ingången|huvudentré\\p{L}*|entrance|entrances|main door|front door|street door|lobby|entryphone',
    ),
  ],
  [
    'stairwell',
    w(
      'trapphus|trapphuset|trapphusets|trappuppgång\\p{L}*|trappan|trapporna|trapphusfönst\\p{L}*|stairwell|staircase|stairs|landing|hallway of the building|communal hallway',
    ),
  ],
];

export interface Where {
  room?: RoomKey;
  area?: AreaKey;
}

/** The room or common area a text names (the first named wins), if any. */
export function whereOf(text: string): Where {
  const t = normalise(text);
  let best: { key: string; kind: 'room' | 'area'; at: number } | undefined;
  for (const [key, pattern] of AREAS) {
    const at = t.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { key, kind: 'area', at };
  }
  for (const [key, pattern] of ROOMS) {
    const at = t.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { key, kind: 'room', at };
  }
  if (!best) return {};
  return best.kind === 'room' ? { room: best.key as RoomKey } : { area: best.key as AreaKey };
}

/** Words that place a fault in the reporter's own home without naming a room. */
export const OWN_HOME = w(
  'lägenhet|lägenheten|min lägenhet|hemma|hos mig|i min|apartment|my flat|flat|at home|my place',
);
