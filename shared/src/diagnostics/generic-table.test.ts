import { describe, expect, it } from 'vitest';
import { loadGenericList } from './code-table.ts';
import { lookupCode } from './obd2.ts';

// Taken from the source list's p/b/c/u_codes.txt (credited in NOTICE), spread over every family and
// group, as the import should ship them: curly quotes dropped, the rest word for word.
const SAMPLE: [code: string, title: string][] = [
  ['P005A', 'B Camshaft Profile Actuator A Control Performance/Stuck Off Bank 1'],
  ['P020F', 'Cylinder 6 Injection Timing'],
  ['P034B', 'Crankshaft Position Sensor - Crankshaft Direction Incorrect'],
  ['P0478', 'Exhaust Pressure Control Valve A High'],
  ['P05C1', 'Active Grille Air Shutter Module B Over Temperature'],
  ['P078D', 'Shift Timing Solenoid B High'],
  ['P097B', 'Shift Solenoid B Control Circuit/Open'],
  ['P0A95', 'High Voltage Fuse A'],
  ['P0C6D', 'Generator Position Sensor Circuit B Intermittent/Erratic'],
  ['P0D78', 'A/C Compressor Control Module Output Driver Temperature Sensor Circuit Low'],
  ['P203E', 'Reductant Level Sensor A Circuit Intermittent/Erratic'],
  ['P215D', 'Reductant Pump B Stuck On'],
  ['P2348', 'Cylinder 9 Pressure Sensor Circuit'],
  ['P24C0', 'EVAP System Leak Detection Pump Switching Valve Stuck On'],
  ['P263D', 'Reductant Heater Driver Performance'],
  ['P2727', 'Pressure Control Solenoid E Control Circuit/Open'],
  ['P28B1', 'Cylinder 9 Ion Current Sense Circuit Range/Performance'],
  ['P2B8E', 'Intake Air O2 Sensor Heater Control Circuit High Bank 1'],
  ['P2CFD', 'A/C Clutch Control Circuit Low'],
  ['P2DE8', 'Cold Start Engine Coolant Bypass Valve D Stuck Open'],
  ['B0011', 'Passenger Frontal Stage 2 Deployment Control'],
  ['B0056', 'Third Row Left Seat Belt Sensor'],
  ['B0083', 'Second Row Left Seat Belt Load Limiter Deployment Control'],
  ['B00A1', 'Occupant Position System'],
  ['B00D0', 'Driver Seat Belt Indicator'],
  ['B010B', 'Camera Washer Actuator B'],
  ['B012D', 'DC/AC Converter A High Voltage Power Outlet Control Module B'],
  ['B3A06', 'A/C Refrigerant Distribution Valve Actuator D Control Circuit/Open'],
  ['B3A2A', 'Active Aerodynamic Feature Control Module B Power Mode Circuit/Open'],
  ['B3A3E', 'Active Aerodynamic Feature B Actuator Performance'],
  ['C0019', 'Left Rear Outlet Control'],
  ['C006C', 'Stability System'],
  ['C00A6', '4WD/AWD Transfer Case Unit Actuator'],
  ['C0524', 'Multi-axis Acceleration Sensor Module B Correlation'],
  ['C054E', 'Vacuum Sensor B Range/Performance'],
  ['C0589', 'Brake Booster Motor A Position Sensor Circuit High'],
  ['C05C3', 'Brake Booster Motor A Supply Circuit'],
  ['C05DB', '4WD/AWD Clutch A Actuator Control Circuit High'],
  ['C0618', 'Park Brake Control Module Control Circuit High'],
  ['C063A', 'Brake Pressure Sensor H Circuit High'],
  ['U0030', 'Vehicle Communication Bus A (+) Open'],
  ['U013C', 'Lost Communication With Accelerator Pedal Module'],
  ['U01AE', 'Lost Communication With Hybrid/EV Battery Interface Control Module O'],
  ['U025E', 'Lost Communication With Electronic Brake Booster Control Module A'],
  ['U0310', 'Software Incompatibility With Fuel Pump Control Module'],
  ['U045B', 'Invalid Data Received From Anti-Lock Brake System (ABS) Control Module B'],
  ['U054B', 'Invalid Data Received From Interior Lighting Control Module A'],
  ['U0595', 'Invalid Data Received From Powertrain Control Monitor Module'],
  ['U0677', 'Lost Communication With Fuel Level Sensor B'],
  ['U302F', 'Ignition Output Accessory'],
  ['B0127', 'DC/AC Converter A High Voltage Power Outlet A Circuit/Open'],
  ['B0128', 'DC/AC Converter A High Voltage Power Outlet B Circuit/Open'],
];

describe('the generic table built from the source list', () => {
  it.each(SAMPLE)('ships %s with its source title', async (code, title) => {
    const generic = await loadGenericList();
    expect(generic.byCode.get(code)).toBe(title);
    expect(lookupCode(generic, code)).toMatchObject({ ok: true, entry: { code, description: title } });
  });

  it('holds every family, thousands of codes, each well formed and once', async () => {
    const { byCode } = await loadGenericList();
    const count = (f: string) => [...byCode.keys()].filter((c) => c.startsWith(f)).length;
    expect(count('P')).toBeGreaterThan(7000);
    expect(count('U')).toBeGreaterThan(1000);
    expect(count('C')).toBeGreaterThan(400);
    expect(count('B')).toBeGreaterThan(250);
    expect([...byCode.keys()].every((c) => /^[PBCU][0-3][0-9A-F]{3}$/.test(c))).toBe(true);
    expect([...byCode.values()].every((t) => t === t.trim() && !/\s{2}|[\u201c\u201d.,;:]$/.test(t))).toBe(true);
  });

  it('keeps maker-range codes and placeholders out of the generic table', async () => {
    const { byCode } = await loadGenericList();
    expect([...byCode.keys()].some((c) => /^(P1|P3[0-3]|[BCU][12])/.test(c))).toBe(false);
    expect([...byCode.values()].some((t) => /reserved|manufacturer controlled/i.test(t))).toBe(false);
  });
});
