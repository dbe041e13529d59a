import { formatByteSize } from '@kontor/contracts';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFilesUsage } from '../api/use-files-usage.ts';
import '../i18n.ts';

/** How much of the tenant's storage is used; turns orange at 80 %, red at 95 %. */
export function QuotaBar() {
  const { t, i18n } = useTranslation('files');
  const usage = useFilesUsage();
  if (!usage.data) return null;
  const { used_bytes: used, quota_bytes: quota } = usage.data;
  const percent = quota > 0 ? Math.min(100, (used / quota) * 100) : 100;
  const color = percent >= 95 ? 'red' : percent >= 80 ? 'orange' : 'green';
  const label = t('quota.used', {
    used: formatByteSize(used, i18n.language),
    quota: formatByteSize(quota, i18n.language),
  });
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('quota.label')}: {label}
      </Text>
      <Progress value={percent} color={color} size="sm" aria-label={`${t('quota.label')}: ${label}`} />
      {percent >= 95 && (
        <Text size="xs" c="red">
          {t('quota.almostFull')}
        </Text>
      )}
    </Stack>
  );
}
