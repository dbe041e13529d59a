import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n.ts';

/** Mantine's password field with the eye button named in the user's language (not English). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(props, ref) {
    const { t } = useTranslation('ui');
    return (
      <MantinePasswordInput
        ref={ref}
        {...props}
        visibilityToggleButtonProps={{
          'aria-label': t('passwordInput.toggle'),
          ...props.visibilityToggleButtonProps,
        }}
      />
    );
  },
);
