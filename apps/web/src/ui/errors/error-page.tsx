import { Accordion, Anchor, Box, Center, Code, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import logoDark from '../../assets/logo-dark.svg';
import logoLight from '../../assets/logo-light.svg';
import './i18n.ts';
import { isBotUserAgent } from './is-bot.ts';

export interface ErrorPageProps {
  statusCode: number;
  message: string;
  /** A short line shown under the heading (404: "Page not found"); details stay collapsed. */
  summary?: string;
  details?: string | undefined;
}

/**
 * SPEC §2 global error page: heading "Es gab ein Problem - {statusCode}", the logo following the
 * colour mode, the error in a collapsed accordion "Fehlerbeschreibung", and a link home.
 * The link is a plain anchor: a full load starts the app afresh after a fatal error.
 */
export function ErrorPage({ statusCode, message, summary, details }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  if (isBotUserAgent(navigator.userAgent)) return <Text>{`${statusCode} ${message}`}</Text>;
  return (
    <Center mih="100dvh" p="md" pt="calc(var(--mantine-spacing-md) + env(safe-area-inset-top))">
      <Stack maw={560} w="100%" gap="lg" component="main">
        <Title order={1}>{t('heading', { statusCode })}</Title>
        {summary && <Text size="lg">{summary}</Text>}
        <Box>
          <Image src={logoLight} alt={t('logo')} w={160} darkHidden />
          <Image src={logoDark} alt={t('logo')} w={160} lightHidden />
        </Box>
        <Accordion variant="contained" defaultValue={null}>
          <Accordion.Item value="details">
            <Accordion.Control>{t('details')}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text fw={600}>{message}</Text>
                {details && (
                  <Code block style={{ whiteSpace: 'pre-wrap' }}>
                    {details}
                  </Code>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Anchor href="/">{t('home')}</Anchor>
      </Stack>
    </Center>
  );
}
