import { TextInput } from '@mantine/core';
import { PasswordInput } from '../../../ui/password-input.tsx';

interface CredentialInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The sign-in e-mail; `username` lets password managers fill it and file the password under it. */
export function AccountEmailInput({
  label,
  value,
  onChange,
  error,
  autoFocus = false,
}: CredentialInputProps & { autoFocus?: boolean }) {
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
      data-autofocus={autoFocus || undefined}
      autoFocus={autoFocus}
    />
  );
}

/** A password being set; `new-password` lets password managers suggest and save one. */
export function NewPasswordInput({
  label,
  description,
  value,
  onChange,
  error,
}: CredentialInputProps & { description: string }) {
  return (
    <PasswordInput
      label={label}
      description={description}
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
    />
  );
}
