import type { Factor } from '@kontor/contracts';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobileMessage, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import '../i18n.ts';
import { factorName } from './factor-name.ts';

export function FactorRow({ factor, onRemove }: { factor: Factor; onRemove: (factor: Factor) => void }) {
  const { t, i18n } = useTranslation('mfa');
  const verified = factor.status === 'verified';
  const Icon = factor.factor_type === 'phone' ? IconDeviceMobileMessage : IconShieldCheck;
  const name = factorName(factor, t);
  const kind = factor.factor_type === 'phone' ? (factor.phone ?? '') : t('factor.totp');
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" color={verified ? 'green' : 'gray'} size="lg" radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2} flex={1} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Badge color={verified ? 'green' : 'yellow'} variant="light" size="sm">
              {verified ? t('factor.verified') : t('factor.unverified')}
            </Badge>
          </Group>
          {/* Without a name the kind is already the title. */}
          {(factor.friendly_name || factor.factor_type === 'phone') && (
            <Text size="sm" c="dimmed">
              {kind}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {verified
              ? t('factor.since', { date: formatDate(factor.created_at, i18n.language) })
              : t('factor.unfinished')}
          </Text>
        </Stack>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={() => onRemove(factor)}
          aria-label={t('factor.removeLabel', { name })}
        >
          {t('factor.remove')}
        </Button>
      </Group>
    </Paper>
  );
}
