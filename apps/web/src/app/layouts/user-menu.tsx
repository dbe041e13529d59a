import {
  Avatar,
  Menu,
  UnstyledButton,
  useMantineColorScheme,
  VisuallyHidden,
  type MantineColorScheme,
} from '@mantine/core';
import {
  IconCheck,
  IconKey,
  IconLanguage,
  IconLogout,
  IconMoon,
  IconShieldLock,
  IconSun,
  IconSunMoon,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../../i18n/index.ts';
import { startUpRoutes } from '../../lib/start-up-routes.ts';
import { useServices } from '../../lib/services.ts';
import { useSession, useSessionStore } from '../../lib/session/use-session.ts';
import { openSecurityPanel } from '../../features/mfa/security-panel-state.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

const COLOR_MODES: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'header.light', icon: IconSun },
  { value: 'dark', label: 'header.dark', icon: IconMoon },
  { value: 'auto', label: 'header.system', icon: IconSunMoon },
];

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const session = useSessionStore();
  const user = useSession((s) => s.user);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { api } = useServices();
  const navigate = useNavigate();
  // Saved with the user, so every device shows the chosen language; applied at once here.
  const saveLanguage = async (language: Language) => {
    await changeLanguage(language);
    await api.call(startUpRoutes.updateMyLanguage, { body: { language } });
  };
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      {/* The button's name comes from hidden text, not aria-label: a label that omits the visible
          initials fails WCAG 2.5.3 (label in name). */}
      <Menu.Target>
        <UnstyledButton>
          <Avatar color="green" radius="xl" aria-hidden>
            {initials(user.name)}
          </Avatar>
          <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        <Menu.Item
          leftSection={<IconKey size={16} />}
          onClick={() => void navigate({ to: '/password-change' })}
        >
          {t('header.changePassword')}
        </Menu.Item>
        <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={openSecurityPanel}>
          {t('header.security')}
        </Menu.Item>
        <Menu.Label>{t('header.colorMode')}</Menu.Label>
        {COLOR_MODES.map((mode) => (
          <Menu.Item
            key={mode.value}
            leftSection={<mode.icon size={16} />}
            rightSection={colorScheme === mode.value ? <IconCheck size={14} /> : null}
            onClick={() => setColorScheme(mode.value)}
          >
            {t(mode.label)}
          </Menu.Item>
        ))}
        <Menu.Label>{t('header.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            leftSection={<IconLanguage size={16} />}
            rightSection={i18n.language === language ? <IconCheck size={14} /> : null}
            onClick={() => void saveLanguage(language)}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void session.logout()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
