import { registerCatalog } from '../../i18n/index.ts';

const de = {
  login: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    forgot: 'Passwort vergessen?',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    intro: 'Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link zum Zurücksetzen.',
    email: 'E-Mail',
    request: 'Link anfordern',
    newPassword: 'Neues Passwort',
    newPasswordHint: 'Mindestens 10 Zeichen.',
    save: 'Passwort speichern',
    done: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
    toLogin: 'Zur Anmeldung',
  },
  change: {
    title: 'Passwort ändern',
    intro: 'Bitte ändern Sie Ihr Passwort.',
    introVoluntary: 'Das neue Passwort gilt sofort. Auf Ihren anderen Geräten werden Sie dabei abgemeldet.',
    cancel: 'Abbrechen',
    done: 'Ihr Passwort wurde geändert.',
    current: 'Aktuelles Passwort',
    next: 'Neues Passwort',
    hint: 'Mindestens 10 Zeichen.',
    submit: 'Passwort speichern',
    logout: 'Abmelden',
  },
};

const en: typeof de = {
  login: {
    title: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
  },
  reset: {
    title: 'Reset password',
    intro: 'Enter your e-mail address. We will send you a link to reset your password.',
    email: 'E-mail',
    request: 'Send link',
    newPassword: 'New password',
    newPasswordHint: 'At least 10 characters.',
    save: 'Save password',
    done: 'Your password has been changed. You can sign in now.',
    toLogin: 'To sign-in',
  },
  change: {
    title: 'Change password',
    intro: 'Please change your password.',
    introVoluntary: 'The new password applies at once. Your other devices are signed out.',
    cancel: 'Cancel',
    done: 'Your password has been changed.',
    current: 'Current password',
    next: 'New password',
    hint: 'At least 10 characters.',
    submit: 'Save password',
    logout: 'Sign out',
  },
};

registerCatalog('auth', { de, en });
