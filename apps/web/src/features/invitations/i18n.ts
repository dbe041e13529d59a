import { registerCatalog } from '../../i18n/index.ts';

const de = {
  notice: {
    title: 'Einladung zu „{{tenant}}“',
    body: 'Sie wurden eingeladen, bei „{{tenant}}“ als {{role}} mitzuarbeiten (gültig bis {{date}}).',
    accept: 'Annehmen',
    decline: 'Ablehnen',
    accepted: 'Sie gehören jetzt zu „{{tenant}}“.',
    switch: 'Zum Mandanten wechseln',
    declined: 'Einladung zu „{{tenant}}“ abgelehnt.',
  },
  link: {
    title: 'Einladung',
    body: 'Sie haben einen Einladungslink geöffnet. Möchten Sie die Einladung annehmen?',
    accept: 'Einladung annehmen',
    decline: 'Ablehnen',
    accepted: 'Einladung zu „{{tenant}}“ angenommen. Melden Sie sich jetzt an, um dort zu arbeiten.',
    declined: 'Einladung abgelehnt.',
  },
};

const en: typeof de = {
  notice: {
    title: 'Invitation to “{{tenant}}”',
    body: 'You have been invited to work with “{{tenant}}” as {{role}} (valid until {{date}}).',
    accept: 'Accept',
    decline: 'Decline',
    accepted: 'You now belong to “{{tenant}}”.',
    switch: 'Switch to this company',
    declined: 'Invitation to “{{tenant}}” declined.',
  },
  link: {
    title: 'Invitation',
    body: 'You opened an invitation link. Do you want to accept the invitation?',
    accept: 'Accept invitation',
    decline: 'Decline',
    accepted: 'Invitation to “{{tenant}}” accepted. Sign in now to work there.',
    declined: 'Invitation declined.',
  },
};

registerCatalog('invitations', { de, en });
