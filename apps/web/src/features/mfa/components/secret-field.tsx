import { ActionIcon, CopyButton, Textarea, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** Groups of four are easier to type into an app by hand; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The TOTP key for manual entry; wraps on a phone instead of hiding its end. */
export function SecretField({ secret }: { secret: string }) {
  const { t } = useTranslation('mfa');
  return (
    <Textarea
      label={t('totp.secret')}
      description={t('totp.manual')}
      value={grouped(secret)}
      readOnly
      autosize
      minRows={1}
      onFocus={(event) => event.currentTarget.select()}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', resize: 'none' } }}
      rightSectionPointerEvents="all"
      rightSection={
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('totp.copied') : t('totp.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'green' : 'gray'}
                onClick={copy}
                aria-label={t('totp.copy')}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
