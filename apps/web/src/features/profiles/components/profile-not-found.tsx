import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** Inside the layout, so the user keeps the navigation and can go on working. */
export function ProfileNotFound() {
  const { t } = useTranslation('profiles');
  return (
    <Paper withBorder p="xl" maw={560} mx="auto">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconUserQuestion size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('show.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('show.notFoundHint')}</Text>
        <Button component={Link} to="/profiles" variant="light">
          {t('show.toList')}
        </Button>
      </Stack>
    </Paper>
  );
}
