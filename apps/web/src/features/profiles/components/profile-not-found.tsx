import { Button, Paper, Text } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UnavailableNotice } from '../../../ui/unavailable-notice.tsx';
import '../i18n.ts';

/** Inside the layout, so the user keeps the navigation and can go on working. */
export function ProfileNotFound() {
  const { t } = useTranslation('profiles');
  return (
    <Paper withBorder p="xl" maw={560} mx="auto">
      <UnavailableNotice icon={<IconUserQuestion size={28} />} title={t('show.notFoundTitle')}>
        <Text c="dimmed">{t('show.notFoundHint')}</Text>
        <Button component={Link} to="/profiles" variant="light">
          {t('show.toList')}
        </Button>
      </UnavailableNotice>
    </Paper>
  );
}
