import { z } from 'zod';

export const ZEmail = z
  .string({ error: 'Bitte eine E-Mail-Adresse angeben.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' }));

export const PASSWORD_MIN_LENGTH = 10;
export const ZNewPassword = z
  .string({ error: 'Bitte ein Passwort angeben.' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  })
  .max(200, { error: 'Das Passwort darf höchstens 200 Zeichen lang sein.' });

export const ZTokenResponse = z.object({ token: z.string() });

export const ZLanguage = z.enum(['de', 'en'], { error: 'Bitte Deutsch (de) oder Englisch (en) wählen.' });
export type Language = z.infer<typeof ZLanguage>;

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  must_change_password: z.boolean(),
  language: ZLanguage,
});

export const ZTenant = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  role: z.string(),
});

export const ZProfile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  position: z.string().nullable(),
});

export const ZAal = z.enum(['aal1', 'aal2']);

export const ZMe = z.object({
  user: ZUser,
  permissions: z.array(z.string()),
  tenants: z.array(ZTenant),
  profile: ZProfile.nullable(),
  activeTenant: z.number().int().positive(),
  aal: z.object({ currentLevel: ZAal, nextLevel: ZAal }),
});
export type Me = z.infer<typeof ZMe>;
