import type { EntityType } from '@kontor/contracts';
import {
  IconAddressBook,
  IconBeach,
  IconBriefcase,
  IconBuildingBank,
  IconReceipt,
  IconCalculator,
  IconClockHour4,
  IconClipboardCheck,
  IconLifebuoy,
  IconMail,
  IconFileInvoice,
  IconFolders,
  IconHeartHandshake,
  IconHistory,
  IconHome,
  IconListCheck,
  IconPackages,
  IconSettings,
  IconShieldLock,
  IconSitemap,
  IconStethoscope,
  IconStopwatch,
  IconCalendarEvent,
  IconTimelineEvent,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { ACCOUNTING_NAV_LABEL } from '../features/accounting/accounting-nav.ts';
import { BANKING_NAV_LABEL } from '../features/banking/banking-nav.ts';
import { INCOMING_INVOICES_NAV_LABEL } from '../features/incoming-invoices/incoming-invoices-nav.ts';
import { DOCUMENTS_NAV_LABEL } from '../features/documents/documents-nav.ts';
import { entityNav } from '../lib/entity-nav.ts';
import { FILES_NAV_LABEL } from '../features/files/files-nav.ts';
import { LETTERS_NAV_LABEL } from '../features/letters/letters-nav.ts';
import { FORMS_NAV_LABEL } from '../features/forms/forms-nav.ts';
import { SUPPORT_NAV_LABEL } from '../features/support/support-nav.ts';
import { PROJECT_TYPES_NAV_LABEL } from '../features/project-types/project-types-nav.ts';
import { TIMES_NAV_LABEL } from '../features/times/times-nav.ts';
import { CALENDAR_NAV_LABEL } from '../features/calendar/calendar-nav.ts';
import { WORKING_TIMES_NAV_LABEL } from '../features/working-times/working-times-nav.ts';

export interface NavItem {
  to: string;
  /** Key in the common catalog, or `namespace:key` in a feature's catalog. */
  label: string;
  icon: Icon;
  /** Shown only with this permission; undefined = every signed-in user. */
  permission?: string;
}

const entityIcons: Record<EntityType, Icon> = {
  customers: IconHeartHandshake,
  vendors: IconTruckDelivery,
  contacts: IconAddressBook,
  articles: IconPackages,
  costcentres: IconSitemap,
  projects: IconBriefcase,
  tasks: IconListCheck,
  absences: IconBeach,
};

/** The areas that exist so far; each later area adds its entry with its screens. */
export const navItems: NavItem[] = [
  { to: '/', label: 'nav.home', icon: IconHome },
  // Business data first (the master-data lists), administration after it.
  ...entityNav.map(({ type, read }) => ({
    to: `/standardEntity/${type}`,
    label: `entityNav:${type}`,
    icon: entityIcons[type],
    permission: read,
  })),
  { to: '/createDocument', label: DOCUMENTS_NAV_LABEL, icon: IconFileInvoice, permission: 'documents.read' },
  {
    to: '/incomingInvoices',
    label: INCOMING_INVOICES_NAV_LABEL,
    icon: IconReceipt,
    permission: 'incomingInvoices.read',
  },
  { to: '/banking', label: BANKING_NAV_LABEL, icon: IconBuildingBank, permission: 'banking.read' },
  { to: '/accounts', label: ACCOUNTING_NAV_LABEL, icon: IconCalculator, permission: 'accounting.read' },
  { to: '/files', label: FILES_NAV_LABEL, icon: IconFolders, permission: 'files.read' },
  {
    to: '/workingtimes',
    label: WORKING_TIMES_NAV_LABEL,
    icon: IconClockHour4,
    permission: 'workingTimes.read',
  },
  { to: '/support', label: SUPPORT_NAV_LABEL, icon: IconLifebuoy, permission: 'support.read' },
  { to: '/createdletters/list', label: LETTERS_NAV_LABEL, icon: IconMail, permission: 'letters.read' },
  { to: '/forms', label: FORMS_NAV_LABEL, icon: IconClipboardCheck, permission: 'forms.read' },
  { to: '/times', label: TIMES_NAV_LABEL, icon: IconStopwatch, permission: 'times.read' },
  { to: '/calendar', label: CALENDAR_NAV_LABEL, icon: IconCalendarEvent, permission: 'calendar.read' },
  {
    to: '/projecttypes/list',
    label: PROJECT_TYPES_NAV_LABEL,
    icon: IconTimelineEvent,
    permission: 'projects.read',
  },
  { to: '/profiles', label: 'nav.profiles', icon: IconUsers, permission: 'profiles.read' },
  { to: '/roles', label: 'nav.roles', icon: IconShieldLock, permission: 'roles.read' },
  { to: '/historyitems', label: 'nav.history', icon: IconHistory, permission: 'history.read' },
  { to: '/settings', label: 'nav.settings', icon: IconSettings, permission: 'settings.read' },
  { to: '/test', label: 'nav.status', icon: IconStethoscope, permission: 'settings.write' },
];

export const permittedNavItems = (permissions: readonly string[]) =>
  navItems.filter((item) => !item.permission || permissions.includes(item.permission));

// The phone's bottom bar: what is used most on the go, in this order, as far as permitted.
const QUICK_PATHS = ['/', '/createDocument', '/standardEntity/customers', '/times', '/workingtimes'];
const QUICK_COUNT = 3;

/** The areas of the phone's bottom bar (the menu button comes after them). */
export const quickNavItems = (permissions: readonly string[]) => {
  const permitted = permittedNavItems(permissions);
  return QUICK_PATHS.flatMap((path) => permitted.filter((item) => item.to === path)).slice(0, QUICK_COUNT);
};
