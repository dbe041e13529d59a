import { Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerCatalog } from '../i18n/index.ts';
import { activeTenantData } from '../lib/session/session-state.ts';
import { useSession } from '../lib/session/use-session.ts';
import { UnavailableNotice } from './unavailable-notice.tsx';

registerCatalog('access', {
  de: {
    title: 'Keine Berechtigung',
    body: 'Ihre Rolle „{{role}}“ erlaubt diese Seite nicht.',
    bodyWithoutRole: 'Ihre Rolle erlaubt diese Seite nicht.',
    hint: 'Wenn Sie sie brauchen, bitten Sie eine Person mit der Rolle Administrator, Ihnen das Recht zu geben.',
    home: 'Zur Startseite',
  },
  en: {
    title: 'No permission',
    body: 'Your role “{{role}}” does not allow this page.',
    bodyWithoutRole: 'Your role does not allow this page.',
    hint: 'If you need it, ask someone with the Administrator role to grant you the permission.',
    home: 'To the start page',
  },
});

/** What a signed-in user sees instead of a screen their role does not allow (in the layout, not a crash). */
export function NoPermission() {
  const { t } = useTranslation('access');
  const role = useSession((s) => activeTenantData(s)?.role);
  return (
    <UnavailableNotice icon={<IconLock size={28} />} title={t('title')} py="xl" maw={520} mx="auto">
      <Text>{role ? t('body', { role }) : t('bodyWithoutRole')}</Text>
      <Text c="dimmed" size="sm">
        {t('hint')}
      </Text>
      <Anchor component={Link} to="/">
        {t('home')}
      </Anchor>
    </UnavailableNotice>
  );
}

/** Renders the screen only with the permission; the API would answer 403 anyway. */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const allowed = useSession((s) => s.permissions.includes(permission));
  return allowed ? children : <NoPermission />;
}
