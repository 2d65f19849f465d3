import type { Priority, ReportStatus, Role, Trade } from '@app/contract';

/** The demo organisation: realistic Swedish content, fixed so that seeding is repeatable. */

export const DEMO_ORGANISATION = 'Fastighets AB Solgläntan';
/** Printed at seeding; demo databases only. */
export const DEMO_PASSWORD = 'Solglantan-Demo-2026';

export const properties = [
  {
    key: 'uppsala',
    address: 'Kungsgatan 48',
    city: 'Uppsala',
    postalCode: '753 21',
    county: 'Uppsala län',
    type: 'Apartment',
    description: 'Flerbostadshus från 1962, fyra våningar, hiss och tvättstuga.',
  },
  {
    key: 'goteborg',
    address: 'Vasagatan 12',
    city: 'Göteborg',
    postalCode: '411 24',
    county: 'Västra Götalands län',
    type: 'Apartment',
    description: 'Stenhus från 1905, renoverat 2018.',
  },
  {
    key: 'umea',
    address: 'Storgatan 7',
    city: 'Umeå',
    postalCode: '903 26',
    county: 'Västerbottens län',
    type: 'Commercial',
    description: 'Butiker i gatuplan och kontor ovanpå.',
  },
  {
    key: 'vasteras',
    address: 'Industrivägen 3',
    city: 'Västerås',
    postalCode: '721 32',
    county: 'Västmanlands län',
    type: 'Industrial',
    description: 'Verkstadshall med förråd.',
  },
] as const;
export type PropertyKey = (typeof properties)[number]['key'];

export const premises: {
  key: string;
  property: PropertyKey;
  designation: string;
  floor: number;
  areaSqm: number;
}[] = [
  { key: '1101', property: 'uppsala', designation: 'Lgh 1101', floor: 1, areaSqm: 58 },
  { key: '1102', property: 'uppsala', designation: 'Lgh 1102', floor: 1, areaSqm: 74 },
  { key: '1201', property: 'uppsala', designation: 'Lgh 1201', floor: 2, areaSqm: 58 },
  { key: '1202', property: 'uppsala', designation: 'Lgh 1202', floor: 2, areaSqm: 91 },
  { key: 'g1001', property: 'goteborg', designation: 'Lgh 1001', floor: 0, areaSqm: 45 },
  { key: 'g1101', property: 'goteborg', designation: 'Lgh 1101', floor: 1, areaSqm: 82 },
  { key: 'lokalA', property: 'umea', designation: 'Lokal A', floor: 0, areaSqm: 140 },
  { key: 'kontor2', property: 'umea', designation: 'Kontor 2', floor: 2, areaSqm: 210 },
  { key: 'verkstad', property: 'vasteras', designation: 'Verkstad 1', floor: 0, areaSqm: 620 },
];

export const equipment = [
  {
    property: 'uppsala',
    name: 'Värmepump',
    model: 'F2120-16',
    manufacturer: 'NIBE',
    serialNumber: 'NB-2120-44871',
    location: 'Undercentral, källaren',
    last: '2025-09-12',
    next: '2026-09-12',
    notes: 'Årlig kontroll av köldmedium.',
  },
  {
    property: 'uppsala',
    name: 'Hiss',
    model: 'MonoSpace 500',
    manufacturer: 'KONE',
    serialNumber: 'KN-55120-88',
    location: 'Trapphus A',
    last: '2025-11-03',
    next: '2026-05-03',
    notes: 'Besiktning var sjätte månad.',
  },
  {
    property: 'uppsala',
    name: 'Tvättmaskin',
    model: 'Compass Pro',
    manufacturer: 'Electrolux',
    serialNumber: 'EL-CP-20931',
    location: 'Tvättstugan',
    last: '2025-06-20',
    next: '2026-06-20',
    notes: null,
  },
  {
    property: 'goteborg',
    name: 'Ventilationsaggregat',
    model: 'GOLD RX 12',
    manufacturer: 'Swegon',
    serialNumber: 'SW-GRX-7731',
    location: 'Vindsplan',
    last: '2025-04-08',
    next: '2026-04-08',
    notes: 'Filterbyte två gånger per år.',
  },
  {
    property: 'umea',
    name: 'Porttelefon',
    model: 'Axema Vaka',
    manufacturer: 'Axema',
    serialNumber: 'AX-VK-1120',
    location: 'Entré Storgatan',
    last: '2024-12-01',
    next: '2026-12-01',
    notes: null,
  },
  {
    property: 'vasteras',
    name: 'Industriport',
    model: 'SPU F42',
    manufacturer: 'Hörmann',
    serialNumber: 'HM-F42-3390',
    location: 'Verkstad 1, port 2',
    last: '2025-08-15',
    next: '2026-02-15',
    notes: 'Kontrollera fjäderspänning.',
  },
] as const;

export interface DemoUser {
  key: string;
  role: Role;
  name: string;
  email: string;
  premises?: string[];
  contractor?: { name: string; trade: Trade; phone: string; description: string };
}

export const users: DemoUser[] = [
  { key: 'admin', role: 'Admin', name: 'Anna Administratör', email: 'admin@solglantan.example' },
  {
    key: 'manager',
    role: 'PropertyManager',
    name: 'Maria Lindberg',
    email: 'maria.lindberg@solglantan.example',
  },
  {
    key: 'erik',
    role: 'PropertyTenant',
    name: 'Erik Johansson',
    email: 'erik.johansson@solglantan.example',
    premises: ['1101'],
  },
  {
    key: 'sara',
    role: 'PropertyTenant',
    name: 'Sara Nilsson',
    email: 'sara.nilsson@solglantan.example',
    premises: ['1102'],
  },
  {
    key: 'ahmed',
    role: 'PropertyTenant',
    name: 'Ahmed Hassan',
    email: 'ahmed.hassan@solglantan.example',
    premises: ['g1001'],
  },
  {
    key: 'karin',
    role: 'PropertyTenant',
    name: 'Karin Berg (Café Berg)',
    email: 'karin.berg@solglantan.example',
    premises: ['lokalA'],
  },
  {
    key: 'el',
    role: 'Contractor',
    name: 'Johan Lindqvist',
    email: 'johan@lindqvistel.example',
    contractor: {
      name: 'Lindqvist El AB',
      trade: 'electrician',
      phone: '018-12 34 56',
      description: 'Behörig elinstallatör, jour dygnet runt i Uppsala.',
    },
  },
  {
    key: 'vvs',
    role: 'Contractor',
    name: 'Peter Ek',
    email: 'peter@rorfix.example',
    contractor: {
      name: 'Rörfix VVS',
      trade: 'plumber',
      phone: '070-123 45 67',
      description: 'VVS-service, stambyten och läckor.',
    },
  },
  {
    key: 'las',
    role: 'Contractor',
    name: 'Lena Holm',
    email: 'lena@lasgruppen.example',
    contractor: {
      name: 'Låsgruppen Norr',
      trade: 'locksmith',
      phone: '090-77 88 99',
      description: 'Lås, passersystem och porttelefoner.',
    },
  },
  {
    key: 'vent',
    role: 'Contractor',
    name: 'Omar Said',
    email: 'omar@ventteknik.example',
    contractor: {
      name: 'Ventilationsteknik Väst',
      trade: 'ventilation',
      phone: '031-40 50 60',
      description: 'OVK, injustering och filterbyten.',
    },
  },
  {
    key: 'hiss',
    role: 'Contractor',
    name: 'Mikael Strand',
    email: 'mikael@hisservice.example',
    contractor: {
      name: 'Hisservice Sverige',
      trade: 'elevator',
      phone: '08-555 123 00',
      description: 'Service och besiktning av hissar.',
    },
  },
];

/** One step of a report's history after it was created, hours after creation. */
export type Step =
  | { at: number; do: 'accept'; by: string; contractor: string }
  | { at: number; do: 'assign'; by: string; contractor: string }
  | { at: number; do: 'status'; by: string; to: ReportStatus; note?: string }
  | { at: number; do: 'withdraw'; by: string; note: string }
  | { at: number; do: 'reopen'; by: string; note: string }
  | { at: number; do: 'note'; by: string; note: string };

export interface DemoReport {
  property: PropertyKey;
  premises?: string;
  whatBroke: string;
  description: string;
  /** How to get in, as the reporter wrote it (a field of its own; docs/PRODUCT.md "Who reads which field"). */
  access?: string;
  trade: Trade;
  priority: Priority;
  by: string;
  daysAgo: number;
  steps: Step[];
}
