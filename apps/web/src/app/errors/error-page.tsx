import { Accordion, Anchor, Box, Center, Code, Image, Stack, Text, Title } from '@mantine/core';
import logoDark from '../../assets/logo-dark.svg';
import logoLight from '../../assets/logo-light.svg';
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
  if (isBotUserAgent(navigator.userAgent)) return <Text>{`${statusCode} ${message}`}</Text>;
  return (
    <Center mih="100dvh" p="md">
      <Stack maw={560} w="100%" gap="lg" component="main">
        <Title order={1}>{`Es gab ein Problem - ${statusCode}`}</Title>
        {summary && <Text size="lg">{summary}</Text>}
        <Box>
          <Image src={logoLight} alt="Kontor" w={160} darkHidden />
          <Image src={logoDark} alt="Kontor" w={160} lightHidden />
        </Box>
        <Accordion variant="contained" defaultValue={null}>
          <Accordion.Item value="details">
            <Accordion.Control>Fehlerbeschreibung</Accordion.Control>
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
        <Anchor href="/">Zurück zur Startseite</Anchor>
      </Stack>
    </Center>
  );
}
