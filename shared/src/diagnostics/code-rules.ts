/**
 * What we say about a code beyond its title: its system, severity and an estimated repair cost in
 * dollars. Derived at runtime from the code's SAE J2012 group, so the shipped table holds titles
 * only; a small map sets the spec's five codes (verbatim) and the codes shops see most.
 */
export type Severity = 'Low' | 'Medium' | 'High' | 'Critical';

export interface Rating {
  system: string;
  severity: Severity;
  estimatedCost: { min: number; max: number };
}

/**
 * After normalising, one of P, B, C, U, then four characters, each a digit or A-F (P0100, P0A80,
 * C9999, U3FFF). A well-formed code the table lacks is "not found", never "invalid".
 */
export const CODE_FORMAT = /^[PBCU][0-9A-F]{4}$/;

type Rule = [system: string, severity: Severity, min: number, max: number];

const FUEL_AIR: Rule = ['Fuel and air metering', 'Medium', 150, 700];
const IGNITION: Rule = ['Ignition and misfire', 'High', 150, 900];
const EMISSIONS: Rule = ['Emissions', 'Medium', 150, 900];
const SPEED_IDLE: Rule = ['Speed and idle control', 'Medium', 100, 500];
const AUX_INPUTS: Rule = ['Auxiliary inputs', 'Medium', 100, 600];
const COMPUTER: Rule = ['Computer and outputs', 'High', 200, 1200];
const TRANSMISSION: Rule = ['Transmission', 'High', 300, 2500];
const HYBRID: Rule = ['Hybrid and EV', 'High', 400, 4000];
const DEACTIVATION: Rule = ['Cylinder deactivation', 'Medium', 200, 1500];
const POWERTRAIN: Rule = ['Powertrain', 'Medium', 150, 1000];
const RESTRAINTS: Rule = ['Body and restraints', 'Critical', 300, 1500];
const BODY: Rule = ['Body and restraints', 'Low', 100, 600];
const BRAKES: Rule = ['Chassis', 'High', 150, 1200];
const CHASSIS: Rule = ['Chassis', 'Medium', 150, 1000];
const NETWORK: Rule = ['Network', 'Medium', 150, 900];

/** The third character of a powertrain code names its subgroup (P0 and, by custom, makers' P1). */
const POWERTRAIN_SUBGROUP: Record<string, Rule> = {
  '0': FUEL_AIR,
  '1': FUEL_AIR,
  '2': FUEL_AIR,
  '3': IGNITION,
  '4': EMISSIONS,
  '5': SPEED_IDLE,
  '6': COMPUTER,
  '7': TRANSMISSION,
  '8': TRANSMISSION,
  '9': TRANSMISSION,
  A: HYBRID,
  B: HYBRID,
  C: HYBRID,
  D: HYBRID,
  E: HYBRID,
  F: HYBRID,
};

/** P2 groups differ from P0 past P22: P23 ignition, P24 emissions, P25 inputs, P26 outputs. */
const P2_SUBGROUP: Record<string, Rule> = {
  ...POWERTRAIN_SUBGROUP,
  '3': IGNITION,
  '4': EMISSIONS,
  '5': AUX_INPUTS,
  '6': COMPUTER,
  '9': FUEL_AIR,
  A: FUEL_AIR,
  B: FUEL_AIR,
  C: FUEL_AIR,
  D: HYBRID,
  E: POWERTRAIN,
  F: POWERTRAIN,
};

function groupRule(code: string): Rule {
  const [family, digit, sub] = code;
  if (family === 'U') return NETWORK;
  if (family === 'B') return code.startsWith('B00') ? RESTRAINTS : BODY;
  if (family === 'C') return /^C0[05]/.test(code) ? BRAKES : CHASSIS;
  if (digit === '2') return P2_SUBGROUP[sub]!;
  if (digit === '3') return sub === '4' ? DEACTIVATION : POWERTRAIN;
  return POWERTRAIN_SUBGROUP[sub]!;
}

type Override = [code: string, system: string | null, severity: Severity, min: number, max: number];

/** The spec's five (their own system names), then common codes whose group rule says too little. */
const OVERRIDES: Override[] = [
  ['P0100', 'Engine', 'Medium', 150, 400],
  ['P0300', 'Engine', 'High', 300, 1200],
  ['P0420', 'Emissions', 'High', 600, 2500],
  ['P0700', 'Transmission', 'High', 500, 2000],
  ['B0100', 'Safety', 'Critical', 400, 1200],
  ['P0101', null, 'Medium', 100, 400],
  ['P0128', null, 'Low', 150, 350],
  ['P0135', null, 'Medium', 150, 400],
  ['P0141', null, 'Medium', 150, 400],
  ['P0171', null, 'Medium', 100, 600],
  ['P0174', null, 'Medium', 100, 600],
  ['P0301', null, 'High', 150, 800],
  ['P0302', null, 'High', 150, 800],
  ['P0303', null, 'High', 150, 800],
  ['P0304', null, 'High', 150, 800],
  ['P0325', null, 'Medium', 150, 550],
  ['P0335', null, 'High', 150, 500],
  ['P0401', null, 'Medium', 200, 700],
  ['P0430', null, 'High', 600, 2500],
  ['P0440', null, 'Low', 50, 400],
  ['P0442', null, 'Low', 50, 400],
  ['P0455', null, 'Low', 50, 400],
  ['P0456', null, 'Low', 50, 400],
  ['P0457', null, 'Low', 20, 150],
  ['P0500', null, 'Medium', 150, 450],
  ['P0505', null, 'Medium', 100, 450],
  ['P0011', null, 'Medium', 200, 1000],
  ['U0100', null, 'High', 200, 1500],
];

const OVERRIDE_BY_CODE = new Map(OVERRIDES.map((o) => [o[0], o]));

/** The codes with hand-set values: the ones people look up most, ranked first among equals. */
export const COMMON_CODES: ReadonlySet<string> = new Set(OVERRIDE_BY_CODE.keys());

/** System, severity and estimated cost of a well-formed code: its override, else its group's rule. */
export function rateCode(code: string): Rating {
  const [system, severity, min, max] = groupRule(code);
  const o = OVERRIDE_BY_CODE.get(code);
  if (o) return { system: o[1] ?? system, severity: o[2], estimatedCost: { min: o[3], max: o[4] } };
  return { system, severity, estimatedCost: { min, max } };
}

/** True for the ranges SAE leaves to each maker: P1, P30-P33, B1, B2, C1, C2, U1, U2. */
export function isMakerRange(code: string): boolean {
  const [family, digit, sub] = code;
  if (digit === '1') return true;
  if (digit === '2') return family !== 'P';
  return family === 'P' && digit === '3' && /[0-3]/.test(sub!);
}

/** The spec's five codes, whose titles win over the imported list word for word. */
export const SPEC_TITLES: Readonly<Record<string, string>> = {
  P0100: 'Mass or Volume Air Flow Circuit Malfunction',
  P0300: 'Random/Multiple Cylinder Misfire',
  P0420: 'Catalyst System Efficiency Below Threshold',
  P0700: 'Transmission Control System Malfunction',
  B0100: 'Air Bag Circuit Malfunction',
};
