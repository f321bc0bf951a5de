/**
 * Makers of the cars a US independent shop sees most, by WMI (VIN positions 1-3), so a page can
 * name the maker offline. Not complete on purpose: the server's full decode comes from NHTSA vPIC
 * data, which knows every registered WMI. Where one WMI covers several brands, all are named.
 */
const MAKERS_BY_WMI: Readonly<Record<string, string>> = {
  // Honda and Acura
  '1HG': 'Honda', '2HG': 'Honda', '3HG': 'Honda', '5FN': 'Honda', '5J6': 'Honda', '19X': 'Honda',
  JHM: 'Honda', SHH: 'Honda', '2HK': 'Honda', JH4: 'Acura', '19U': 'Acura', '5J8': 'Acura',
  // Toyota, Lexus and Scion
  '4T1': 'Toyota', '4T3': 'Toyota', '4T4': 'Toyota', '5TD': 'Toyota', '5TF': 'Toyota',
  '2T1': 'Toyota', '2T3': 'Toyota', '3TM': 'Toyota', JT2: 'Toyota', JT3: 'Toyota',
  JT4: 'Toyota', JTD: 'Toyota', JTE: 'Toyota', JTM: 'Toyota', JTN: 'Toyota', JTK: 'Scion',
  JTH: 'Lexus', JTJ: 'Lexus', '2T2': 'Lexus', '58A': 'Lexus',
  // Ford, Lincoln and Mercury
  '1FA': 'Ford', '1FB': 'Ford', '1FD': 'Ford', '1FM': 'Ford', '1FT': 'Ford', '2FA': 'Ford',
  '2FM': 'Ford', '2FT': 'Ford', '3FA': 'Ford', '3FM': 'Ford', '1ZV': 'Ford', '1LN': 'Lincoln',
  '5LM': 'Lincoln', '2LM': 'Lincoln', '1ME': 'Mercury', '2ME': 'Mercury', '4M2': 'Mercury',
  // General Motors
  '1G1': 'Chevrolet', '1GC': 'Chevrolet', '1GN': 'Chevrolet', '2G1': 'Chevrolet',
  '3G1': 'Chevrolet', '3GC': 'Chevrolet', '3GN': 'Chevrolet', KL1: 'Chevrolet', KL7: 'Chevrolet',
  '1GT': 'GMC', '1GK': 'GMC', '2GT': 'GMC', '3GT': 'GMC', '1G4': 'Buick', KL4: 'Buick',
  '1G6': 'Cadillac', '1GY': 'Cadillac', '1G2': 'Pontiac', '1G8': 'Saturn', '1G3': 'Oldsmobile',
  // Chrysler, Dodge, Jeep and Ram (Stellantis)
  '1C3': 'Chrysler or Dodge', '2C3': 'Chrysler or Dodge', '1C4': 'Chrysler, Dodge or Jeep',
  '2C4': 'Chrysler, Dodge or Jeep', '3C4': 'Chrysler, Dodge or Jeep', '1B3': 'Dodge',
  '2B3': 'Dodge', '1B7': 'Dodge', '1D7': 'Dodge', '3D7': 'Dodge', '1J4': 'Jeep', '1J8': 'Jeep',
  '1C6': 'Ram', '3C6': 'Ram', '3C7': 'Ram',
  // Nissan and Infiniti
  JN1: 'Nissan', JN8: 'Nissan', '1N4': 'Nissan', '1N6': 'Nissan', '3N1': 'Nissan',
  '3N6': 'Nissan', '5N1': 'Nissan', JNK: 'Infiniti', '5N3': 'Infiniti',
  // Hyundai and Kia
  KMH: 'Hyundai', KM8: 'Hyundai', '5NP': 'Hyundai', '5NM': 'Hyundai',
  KNA: 'Kia', KND: 'Kia', '5XX': 'Kia', '5XY': 'Kia', '3KP': 'Kia',
  // Subaru, Mazda, Mitsubishi
  JF1: 'Subaru', JF2: 'Subaru', '4S3': 'Subaru', '4S4': 'Subaru', JM1: 'Mazda', JM3: 'Mazda',
  '3MZ': 'Mazda', '1YV': 'Mazda', JA3: 'Mitsubishi', JA4: 'Mitsubishi',
  // Volkswagen group
  WVW: 'Volkswagen', WVG: 'Volkswagen', '1VW': 'Volkswagen', '3VW': 'Volkswagen',
  WAU: 'Audi', WA1: 'Audi', WP0: 'Porsche', WP1: 'Porsche',
  // BMW and MINI
  WBA: 'BMW', WBS: 'BMW', WBY: 'BMW', '5UX': 'BMW', '4US': 'BMW', WMW: 'MINI',
  // Mercedes-Benz
  WDB: 'Mercedes-Benz', WDC: 'Mercedes-Benz', WDD: 'Mercedes-Benz', W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz', '4JG': 'Mercedes-Benz', '55S': 'Mercedes-Benz',
  // Tesla, Volvo
  '5YJ': 'Tesla', '7SA': 'Tesla', LRW: 'Tesla', YV1: 'Volvo', YV4: 'Volvo',
}; // prettier-ignore

/** The maker's name for a WMI this table knows, else undefined (the server's decode may know it). */
export function makerOf(wmi: string): string | undefined {
  return Object.hasOwn(MAKERS_BY_WMI, wmi) ? MAKERS_BY_WMI[wmi] : undefined;
}
