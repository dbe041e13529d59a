import { permissionAreas } from '@kontor/contracts';
import { registerCatalog } from '../../i18n/index.ts';

type AreaLabels = Record<keyof typeof permissionAreas, string>;

const de = {
  list: {
    title: 'Rollen',
    intro: 'Eine Rolle bündelt Berechtigungen. Jeder Mitarbeiter hat je Mandant genau eine Rolle.',
    create: 'Rolle anlegen',
    search: 'Rolle suchen',
    searchPlaceholder: 'Name der Rolle',
    columns: { name: 'Name', permissions: 'Berechtigungen', members: 'Mitarbeiter', actions: 'Aktionen' },
    permissionCount: '{{count}} von {{total}}',
    memberCount_one: '{{count}} Mitarbeiter',
    memberCount_other: '{{count}} Mitarbeiter',
    noMatch: 'Keine Rolle passt zu „{{query}}“.',
    noMatchHint: 'Prüfen Sie die Schreibweise oder legen Sie eine neue Rolle an.',
    empty: 'Noch keine Rollen',
    emptyHint: 'Legen Sie eine Rolle an, um Mitarbeitern Berechtigungen zu geben.',
    loadFailed: 'Die Rollen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  badges: {
    system: 'System',
    systemHint: 'Vorgegebene Rolle, die jeder Mandant mitbringt.',
    protected: 'Geschützt',
    protectedHint:
      'Die Rolle Administrator behält immer alle Berechtigungen, damit sich niemand aussperrt. Sie kann weder geändert noch gelöscht werden.',
  },
  actions: {
    show: 'Anzeigen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    back: 'Rollen',
  },
  delete: {
    title: 'Rolle „{{name}}“ löschen?',
    body: 'Die Rolle wird endgültig gelöscht. Das lässt sich nicht rückgängig machen.',
    inUse_one:
      'Die Rolle ist noch {{count}} Mitarbeiter zugewiesen. Weisen Sie ihm zuerst eine andere Rolle zu, dann können Sie sie löschen.',
    inUse_other:
      'Die Rolle ist noch {{count}} Mitarbeitern zugewiesen. Weisen Sie ihnen zuerst eine andere Rolle zu, dann können Sie sie löschen.',
    cancel: 'Abbrechen',
    confirm: 'Endgültig löschen',
    done: 'Die Rolle „{{name}}“ wurde gelöscht.',
  },
  editor: {
    createTitle: 'Rolle anlegen',
    editTitle: 'Rolle bearbeiten',
    name: 'Name',
    namePlaceholder: 'z. B. Lager',
    nameTaken: 'Eine Rolle „{{name}}“ gibt es bereits.',
    nameRequired: 'Bitte einen Namen angeben.',
    permissions: 'Berechtigungen',
    permissionsHint:
      'Wer bearbeiten, abschließen, versenden, freigeben oder verwalten darf, darf auch lesen – „Lesen“ wird dabei mitgewählt.',
    selected: '{{count}} von {{total}} Berechtigungen gewählt',
    all: 'Alle',
    save: 'Speichern',
    cancel: 'Abbrechen',
    shortcut: 'Speichern mit Strg+S',
    created: 'Die Rolle „{{name}}“ wurde angelegt.',
    saved: 'Die Rolle „{{name}}“ wurde gespeichert.',
    invalid: 'Bitte prüfen Sie die markierten Felder.',
    reload: 'Neu laden',
    changedElsewhere:
      'Jemand anderes hat diese Rolle gerade gespeichert. Laden Sie sie neu, bevor Sie speichern – Ihre Änderungen hier gehen dabei verloren.',
    protectedNotice: 'Die Rolle Administrator ist geschützt und kann nicht bearbeitet werden.',
    notFound: 'Die Rolle wurde nicht gefunden. Vielleicht wurde sie gerade gelöscht.',
    toList: 'Zur Rollenübersicht',
  },
  show: {
    assigned_zero: 'Noch keinem Mitarbeiter zugewiesen.',
    assigned_one: 'Einem Mitarbeiter zugewiesen.',
    assigned_other: '{{count}} Mitarbeitern zugewiesen.',
    granted: 'Erlaubt',
    none: 'Keine Berechtigungen in',
    noPermissions: 'Diese Rolle hat keine Berechtigungen.',
  },
  permissionActions: {
    read: 'Lesen',
    write: 'Bearbeiten',
    finalize: 'Abschließen',
    send: 'Versenden',
    approve: 'Freigeben',
    manage: 'Verwalten',
    export: 'Exportieren',
  },
  areas: Object.fromEntries(
    Object.entries(permissionAreas).map(([area, { label }]) => [area, label]),
  ) as AreaLabels,
};

const en: typeof de = {
  list: {
    title: 'Roles',
    intro: 'A role bundles permissions. Every employee has exactly one role per company.',
    create: 'Create role',
    search: 'Search roles',
    searchPlaceholder: 'Name of the role',
    columns: { name: 'Name', permissions: 'Permissions', members: 'Employees', actions: 'Actions' },
    permissionCount: '{{count}} of {{total}}',
    memberCount_one: '{{count}} employee',
    memberCount_other: '{{count}} employees',
    noMatch: 'No role matches “{{query}}”.',
    noMatchHint: 'Check the spelling or create a new role.',
    empty: 'No roles yet',
    emptyHint: 'Create a role to give employees permissions.',
    loadFailed: 'The roles could not be loaded.',
    retry: 'Try again',
  },
  badges: {
    system: 'System',
    systemHint: 'Predefined role every company starts with.',
    protected: 'Protected',
    protectedHint:
      'The Administrator role always keeps every permission so nobody gets locked out. It can be neither changed nor deleted.',
  },
  actions: {
    show: 'Show',
    edit: 'Edit',
    delete: 'Delete',
    back: 'Roles',
  },
  delete: {
    title: 'Delete role “{{name}}”?',
    body: 'The role will be deleted permanently. This cannot be undone.',
    inUse_one:
      'The role is still assigned to {{count}} employee. Assign them another role first, then you can delete it.',
    inUse_other:
      'The role is still assigned to {{count}} employees. Assign them another role first, then you can delete it.',
    cancel: 'Cancel',
    confirm: 'Delete permanently',
    done: 'The role “{{name}}” has been deleted.',
  },
  editor: {
    createTitle: 'Create role',
    editTitle: 'Edit role',
    name: 'Name',
    namePlaceholder: 'e.g. Warehouse',
    nameTaken: 'A role “{{name}}” already exists.',
    nameRequired: 'Please enter a name.',
    permissions: 'Permissions',
    permissionsHint:
      'Whoever may edit, finalize, send, approve or manage may also read – “Read” is selected with them.',
    selected: '{{count}} of {{total}} permissions selected',
    all: 'All',
    save: 'Save',
    cancel: 'Cancel',
    shortcut: 'Save with Ctrl+S',
    created: 'The role “{{name}}” has been created.',
    saved: 'The role “{{name}}” has been saved.',
    invalid: 'Please check the highlighted fields.',
    reload: 'Reload',
    changedElsewhere:
      'Someone else has just saved this role. Reload it before saving – your changes here will be lost.',
    protectedNotice: 'The Administrator role is protected and cannot be edited.',
    notFound: 'The role was not found. It may just have been deleted.',
    toList: 'To the role overview',
  },
  show: {
    assigned_zero: 'Not assigned to any employee yet.',
    assigned_one: 'Assigned to one employee.',
    assigned_other: 'Assigned to {{count}} employees.',
    granted: 'Allowed',
    none: 'No permissions in',
    noPermissions: 'This role has no permissions.',
  },
  permissionActions: {
    read: 'Read',
    write: 'Edit',
    finalize: 'Finalize',
    send: 'Send',
    approve: 'Approve',
    manage: 'Manage',
    export: 'Export',
  },
  areas: {
    documents: 'Documents',
    workingTimes: 'Working times',
    times: 'Time tracking',
    projects: 'Projects',
    entities: 'Master data',
    files: 'Files',
    history: 'History',
    roles: 'Roles',
    profiles: 'Employees',
    settings: 'Settings',
    accounting: 'Bookkeeping',
  },
};

registerCatalog('roles', { de, en });
