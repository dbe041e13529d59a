import { berlinYearMonth, formatNumber } from '@kontor/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

const placeholders = [
  { code: '{YYYY}', help: 'YYYY' },
  { code: '{YY}', help: 'YY' },
  { code: '{MM}', help: 'MM' },
  { code: '{#####}', help: 'counter' },
] as const;

/** What the placeholders mean; a tap inserts one at the caret (braces are awkward on German keyboards). */
export function PlaceholderHelp({
  onInsert,
  disabled,
}: {
  onInsert: (code: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('numberRanges');
  const today = berlinYearMonth(new Date());
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('editor.placeholders')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
        {placeholders.map(({ code, help }) => (
          <Group key={code} gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              ff="monospace"
              miw={76}
              disabled={disabled}
              aria-label={t('editor.insert', { placeholder: code })}
              // Keeps the caret in the pattern field, so the placeholder lands where it was.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(code)}
            >
              {code}
            </Button>
            <Text size="xs" c="dimmed">
              {t(`editor.placeholderHelp.${help}`, { example: formatNumber(code, 42, today) })}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('editor.allowed')}
      </Text>
    </Stack>
  );
}
