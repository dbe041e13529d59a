import {
  IconBuilding,
  IconBuildingBank,
  IconClockPlay,
  IconForms,
  IconLifebuoy,
  IconMail,
  IconNumbers,
  IconTemplate,
  type Icon,
} from '@tabler/icons-react';

export interface SettingsItem {
  to: string;
  /** Key under `overview.items` in the settings catalog (title and description). */
  key: string;
  icon: Icon;
  permission: string;
}

/** The settings screens that exist; each new one adds its card here. */
export const settingsItems: SettingsItem[] = [
  { to: '/settings/tenant', key: 'tenant', icon: IconBuilding, permission: 'settings.read' },
  { to: '/settings/texttemplates', key: 'texttemplates', icon: IconTemplate, permission: 'settings.read' },
  { to: '/settings/ownfields', key: 'ownfields', icon: IconForms, permission: 'settings.read' },
  { to: '/settings/numberRanges', key: 'numberRanges', icon: IconNumbers, permission: 'settings.read' },
  { to: '/settings/emailaccounts', key: 'emailaccounts', icon: IconMail, permission: 'settings.read' },
  {
    to: '/settings/externalDevices',
    key: 'externalDevices',
    icon: IconClockPlay,
    permission: 'settings.read',
  },
  { to: '/settings/banking', key: 'banking', icon: IconBuildingBank, permission: 'banking.read' },
  { to: '/settings/support', key: 'support', icon: IconLifebuoy, permission: 'support.read' },
];
