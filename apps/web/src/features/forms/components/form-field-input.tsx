import {
  ActionIcon,
  Checkbox,
  FileButton,
  Button,
  Group,
  Image,
  Input,
  Loader,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { FormField } from '@kontor/contracts';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { usePhotoUrl, useUploadPhoto } from '../api/use-forms.ts';
import { SignaturePad } from './signature-pad.tsx';
import '../i18n.ts';

interface Props {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled?: boolean;
}

function PhotoThumb({ id, alt, onRemove }: { id: number; alt: string; onRemove?: () => void }) {
  const { t } = useTranslation('forms');
  const url = usePhotoUrl(id);
  return (
    <Stack gap={2} align="center">
      {url.data ? (
        <Image src={url.data} alt={alt} h={96} w={96} fit="cover" radius="sm" />
      ) : (
        <Loader size="sm" />
      )}
      {onRemove && (
        <ActionIcon variant="subtle" color="red" aria-label={t('fill.removePhoto')} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Stack>
  );
}

function PhotoInput({ field, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('forms');
  const upload = useUploadPhoto();
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const add = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (id) => onChange([...ids, id]),
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <Input.Wrapper label={field.label} required={field.required && !disabled} error={error}>
      <Group gap="sm" mt={4}>
        {ids.map((id, index) => (
          <PhotoThumb
            key={id}
            id={id}
            alt={t('fill.photoAlt', { index: index + 1, label: field.label })}
            onRemove={disabled ? undefined : () => onChange(ids.filter((other) => other !== id))}
          />
        ))}
      </Group>
      {!disabled && (
        <FileButton onChange={add} accept="image/jpeg,image/png" capture="environment">
          {(props) => (
            <Button
              {...props}
              mt="xs"
              variant="light"
              leftSection={<IconCamera size={16} />}
              loading={upload.isPending}
              aria-label={`${t('fill.takePhoto')}: ${field.label}`}
            >
              {t('fill.takePhoto')}
            </Button>
          )}
        </FileButton>
      )}
    </Input.Wrapper>
  );
}

/** One field of a form as the person filling it in sees it; big enough for a thumb at 375 px. */
export function FormFieldInput(props: Props) {
  const { t } = useTranslation('forms');
  const { field, value, onChange, error, disabled } = props;
  const common = {
    label: field.label,
    required: field.required && !disabled,
    error,
    disabled,
    size: 'md' as const,
  };
  switch (field.type) {
    case 'heading':
      return (
        <Title order={2} size="h4" mt="sm">
          {field.label}
        </Title>
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          error={error}
          disabled={disabled}
          size="md"
        />
      );
    case 'text':
      return (
        <Textarea
          {...common}
          autosize
          minRows={1}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          decimalSeparator=","
          thousandSeparator="."
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={field.options}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next)}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'date':
      return (
        <DateField
          {...common}
          clearButtonProps={{ 'aria-label': t('fill.clearDate', { label: field.label }) }}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next)}
        />
      );
    case 'photo':
      return <PhotoInput {...props} />;
    case 'signature':
      return (
        <SignaturePad
          label={field.label}
          required={field.required}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          error={error}
          disabled={disabled}
        />
      );
  }
  return <Text>{t('fill.required')}</Text>;
}
