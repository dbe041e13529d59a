import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { optionalText, requiredText } from '../text-fields.ts';

// Time clocks (issue #16, /settings/externalDevices): terminals with an API key shown once, the
// badge numbers and PINs people clock with, and the endpoint the terminals send clock events to.

export const ZExternalDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  active: z.boolean(),
  /** The key's first characters (never the key). */
  key_prefix: z.string(),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export type ExternalDevice = z.infer<typeof ZExternalDevice>;

export const ZExternalDeviceInput = z.object({
  name: requiredText(100, 'Der Name', 'Bitte geben Sie einen Namen ein.'),
  location: optionalText(200, 'Der Standort'),
});

export const ZExternalDeviceUpdate = ZExternalDeviceInput.extend({ active: z.boolean() });

/** Answer of creating a device and of renewing its key: the only time the key is shown. */
export const ZExternalDeviceWithKey = z.object({ device: ZExternalDevice, key: z.string() });

export const ZClockCredential = z.object({
  profile_id: z.number().int(),
  name: z.string(),
  badge: z.string().nullable(),
  has_pin: z.boolean(),
});
export type ClockCredential = z.infer<typeof ZClockCredential>;

export const CLOCK_PIN_MESSAGE = 'Die PIN muss aus 4 bis 8 Ziffern bestehen.';
export const ZClockCredentialInput = z.object({
  badge: optionalText(64, 'Die Ausweisnummer'),
  /** undefined = keep the stored PIN, null = remove it. */
  pin: z
    .string()
    .regex(/^\d{4,8}$/, { error: CLOCK_PIN_MESSAGE })
    .nullable()
    .optional(),
});

export const clockEventKinds = ['kommen', 'gehen', 'pause_beginn', 'pause_ende'] as const;
export type ClockEventKind = (typeof clockEventKinds)[number];

export const ZDeviceClockEvent = z
  .object({
    idempotency_key: z.string().trim().min(1).max(100),
    badge: z.string().trim().min(1).max(64).optional(),
    pin: z.string().trim().min(1).max(16).optional(),
    kind: z.enum(clockEventKinds),
    /** The terminal's own time of the event (ISO 8601 with offset): offline buffers send later. */
    at: z.iso.datetime({ offset: true }),
  })
  .refine((e) => (e.badge === undefined) !== (e.pin === undefined), {
    error: 'Bitte geben Sie entweder eine Ausweisnummer oder eine PIN an.',
  });

export const ZDeviceClockResult = z.object({
  idempotency_key: z.string(),
  status: z.enum(['applied', 'rejected']),
  message: z.string().nullable(),
});
export type DeviceClockResult = z.infer<typeof ZDeviceClockResult>;

const ZDeviceId = z.object({ id: z.coerce.number().int().positive() });
const ZProfileId = z.object({ profile_id: z.coerce.number().int().positive() });
const base = '/api/external-devices';

export const listExternalDevices = defineContract({
  method: 'GET',
  path: base,
  access: 'settings.read',
  summary: 'Stempeluhren des Mandanten mit „zuletzt gesehen“ (ohne Schlüssel).',
  response: z.object({ items: z.array(ZExternalDevice) }),
});

export const createExternalDevice = defineContract({
  method: 'POST',
  path: base,
  access: 'settings.write',
  summary: 'Stempeluhr anlegen; der API-Schlüssel steht nur in dieser Antwort (gespeichert wird sein Hash).',
  body: ZExternalDeviceInput,
  response: ZExternalDeviceWithKey,
  status: 201,
});

export const updateExternalDevice = defineContract({
  method: 'PUT',
  path: `${base}/:id`,
  access: 'settings.write',
  summary: 'Stempeluhr ändern oder deaktivieren (eine deaktivierte Uhr wird abgewiesen).',
  params: ZDeviceId,
  body: ZExternalDeviceUpdate,
  response: ZExternalDevice,
});

export const renewExternalDeviceKey = defineContract({
  method: 'POST',
  path: `${base}/:id/key`,
  access: 'settings.write',
  summary: 'Neuen API-Schlüssel erzeugen; der alte gilt sofort nicht mehr. Nur in dieser Antwort sichtbar.',
  params: ZDeviceId,
  response: ZExternalDeviceWithKey,
});

export const listClockCredentials = defineContract({
  method: 'GET',
  path: `${base}/credentials`,
  access: 'settings.read',
  summary: 'Ausweisnummern und ob eine PIN gesetzt ist, je Mitarbeiter.',
  response: z.object({ items: z.array(ZClockCredential) }),
});

export const setClockCredential = defineContract({
  method: 'PUT',
  path: `${base}/credentials/:profile_id`,
  access: 'settings.write',
  summary: 'Ausweisnummer und PIN eines Mitarbeiters setzen (je Mandant eindeutig; die PIN nur als Hash).',
  params: ZProfileId,
  body: ZClockCredentialInput,
  response: ZClockCredential,
});

export const postDeviceClockEvents = defineContract({
  method: 'POST',
  path: '/api/device/clock-events',
  access: 'public',
  summary:
    'Stempelereignisse einer Stempeluhr (Authorization: Device <Schlüssel>), auch gepuffert; jedes mit Idempotenzschlüssel.',
  body: z.object({ events: z.array(ZDeviceClockEvent).min(1).max(500) }),
  response: z.object({ results: z.array(ZDeviceClockResult) }),
});
