import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SubmitForm } from '../../../ui/submit-form.tsx';

interface AuthFormProps {
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** A sign-in screen (Anmelden, Passwort ändern, Passwort zurücksetzen): its heading, then the form. */
export function AuthForm({ title, onSubmit, children }: AuthFormProps) {
  return (
    <SubmitForm onSubmit={onSubmit}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </SubmitForm>
  );
}
