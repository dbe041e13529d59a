import { BUNDESLAENDER, MUNICIPALITY_HOLIDAY_RULES } from '@kontor/working-times';
import { z } from 'zod';
import { ZEmail, ZNewPassword } from '../auth/session.schemas.ts';
import { defineContract } from '../contract.ts';
import { ZInvitation } from '../invitations/invitations.contracts.ts';
import { optionalText, requiredText } from '../text-fields.ts';

// Named ProfileRecord because `ZProfile` is already the short profile inside `/api/me`.
export const ZProfileRecord = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  personnel_number: z.string().nullable(),
  /** Bundesland of the workplace (public holidays of the working-time evaluation). */
  federal_state: z.string().nullable(),
  /** Municipal holiday rule where the law differs below the Bundesland (BY, SN, TH). */
  holiday_municipality: z.string().nullable(),
  /** Contractual weekly hours; with `work_days` the daily target of the evaluation. */
  weekly_hours: z.number().nullable(),
  /** ISO weekdays worked, 1 = Montag … 7 = Sonntag. */
  work_days: z.array(z.number().int()),
  vacation_days_per_year: z.number().nullable(),
  /** The sign-in account; null for a person who cannot sign in. */
  user: z.object({ id: z.number().int(), email: z.string(), must_change_password: z.boolean() }).nullable(),
  /** The person's role in the active tenant (their membership); null without an account. */
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  version: z.number().int(),
  created_at: z.string(),
});
export type ProfileRecord = z.infer<typeof ZProfileRecord>;

const ZRoleIdField = z
  .number({ error: 'Bitte eine Rolle wählen.' })
  .int({ error: 'Bitte eine Rolle wählen.' })
  .positive({ error: 'Bitte eine Rolle wählen.' });

const ZProfileFields = z.object({
  first_name: requiredText(100, 'Der Vorname', 'Bitte den Vornamen angeben.'),
  last_name: requiredText(100, 'Der Nachname', 'Bitte den Nachnamen angeben.'),
  position: optionalText(100, 'Die Position'),
  phone: optionalText(50, 'Die Telefonnummer'),
  personnel_number: optionalText(30, 'Die Personalnummer'),
});

export const ZInviteProfileInput = ZProfileFields.extend({
  email: ZEmail,
  role_id: ZRoleIdField,
  /**
   * Used only when the e-mail has no account yet (the account is created with it, to be changed at
   * the first sign-in); an existing account keeps its password.
   */
  initial_password: ZNewPassword,
});
export type InviteProfileInput = z.input<typeof ZInviteProfileInput>;

const bundeslandCodes = Object.keys(BUNDESLAENDER) as [
  keyof typeof BUNDESLAENDER,
  ...(keyof typeof BUNDESLAENDER)[],
];
const municipalityCodes = Object.keys(MUNICIPALITY_HOLIDAY_RULES) as [
  keyof typeof MUNICIPALITY_HOLIDAY_RULES,
  ...(keyof typeof MUNICIPALITY_HOLIDAY_RULES)[],
];

/**
 * Working-time settings of a person (issue #16). Each may be left out of a PUT: it then stays as
 * it is, so forms and scripts that do not know them keep working.
 */
export const ZWorkingTimeProfileFields = z.object({
  federal_state: z.enum(bundeslandCodes, { error: 'Bitte ein Bundesland wählen.' }).nullable().optional(),
  holiday_municipality: z
    .enum(municipalityCodes, { error: 'Diese Feiertagsregel für Gemeinden gibt es nicht.' })
    .nullable()
    .optional(),
  weekly_hours: z
    .number({ error: 'Bitte die Wochenstunden als Zahl angeben.' })
    .min(0, { error: 'Die Wochenstunden dürfen nicht negativ sein.' })
    .max(80, { error: 'Höchstens 80 Wochenstunden.' })
    .multipleOf(0.01, { error: 'Wochenstunden mit höchstens zwei Nachkommastellen.' })
    .nullable()
    .optional(),
  work_days: z
    .array(
      z
        .number({ error: 'Arbeitstage als Wochentage 1 (Montag) bis 7 (Sonntag) angeben.' })
        .int({ error: 'Arbeitstage als Wochentage 1 (Montag) bis 7 (Sonntag) angeben.' })
        .min(1, { error: 'Arbeitstage als Wochentage 1 (Montag) bis 7 (Sonntag) angeben.' })
        .max(7, { error: 'Arbeitstage als Wochentage 1 (Montag) bis 7 (Sonntag) angeben.' }),
    )
    .min(1, { error: 'Bitte mindestens einen Arbeitstag wählen.' })
    .refine((days) => new Set(days).size === days.length, { error: 'Jeder Arbeitstag nur einmal.' })
    .transform((days) => [...days].sort((a, b) => a - b))
    .optional(),
  vacation_days_per_year: z
    .number({ error: 'Bitte die Urlaubstage als Zahl angeben.' })
    .min(0, { error: 'Die Urlaubstage dürfen nicht negativ sein.' })
    .max(366, { error: 'Höchstens 366 Urlaubstage.' })
    .multipleOf(0.5, { error: 'Urlaubstage in halben Tagen angeben.' })
    .nullable()
    .optional(),
});

export const ZUpdateProfileInput = ZProfileFields.extend({
  ...ZWorkingTimeProfileFields.shape,
  /** Required for a person with an account; must be null for one without (no membership to hold it). */
  role_id: ZRoleIdField.nullable(),
  version: z.number({ error: 'Die Version fehlt.' }).int({ error: 'Die Version fehlt.' }),
});
export type UpdateProfileInput = z.input<typeof ZUpdateProfileInput>;

const ZProfileId = z.object({
  id: z.coerce
    .number({ error: 'Ungültige Profil-ID.' })
    .int({ error: 'Ungültige Profil-ID.' })
    .positive({ error: 'Ungültige Profil-ID.' }),
});

export const listProfiles = defineContract({
  method: 'GET',
  path: '/api/profiles',
  access: 'profiles.read',
  summary:
    'Mitarbeiter des aktiven Mandanten, nach Nachname und Vorname sortiert; Suche nach Name oder E-Mail.',
  query: z.object({
    search: z
      .string()
      .trim()
      .max(100, { error: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.' })
      .optional(),
  }),
  response: z.object({ items: z.array(ZProfileRecord) }),
});

export const getProfile = defineContract({
  method: 'GET',
  path: '/api/profiles/:id',
  access: 'profiles.read',
  summary: 'Ein Mitarbeiter.',
  params: ZProfileId,
  response: ZProfileRecord,
});

export const inviteProfile = defineContract({
  method: 'POST',
  path: '/api/profiles',
  access: 'profiles.write',
  summary:
    'Mitarbeiter einladen: schickt eine Einladung (E-Mail-Link, Hinweis nach der Anmeldung), die die Person annimmt. Ohne Konto wird eines mit dem Startpasswort angelegt; die erste Anmeldung damit nimmt die Einladung an. Die Antwort ist in beiden Fällen gleich.',
  body: ZInviteProfileInput,
  response: ZInvitation,
  status: 201,
});

export const updateProfile = defineContract({
  method: 'PUT',
  path: '/api/profiles/:id',
  access: 'profiles.write',
  summary: 'Mitarbeiter ändern, auch die Rolle (mit Versionsprüfung). Die E-Mail-Adresse bleibt unverändert.',
  params: ZProfileId,
  body: ZUpdateProfileInput,
  response: ZProfileRecord,
});

export const ZProfileOption = z.object({ id: z.number().int(), name: z.string() });
export type ProfileOption = z.infer<typeof ZProfileOption>;

/** For profile pickers (absences, tasks, project members): needs no `profiles.read`. */
export const listProfileOptions = defineContract({
  method: 'GET',
  path: '/api/profiles/options',
  access: 'authenticated',
  summary: 'Mitarbeiter des aktiven Mandanten als Auswahlliste (ID und Name), für Auswahlfelder.',
  response: z.object({ items: z.array(ZProfileOption) }),
});
