import type { EntityType, FieldDefinition } from '@kontor/contracts';
import { Switch, Textarea, TextInput } from '@mantine/core';
import { KontorMultiSelect, KontorSelect } from '../../../../ui/select/kontor-select.tsx';
import { CountrySelect } from './country-select.tsx';
import { DateField } from '../../../../ui/date-field.tsx';
import { NumberField } from './number-field.tsx';
import { ProfilePicker, ProfilesPicker } from './profile-picker.tsx';
import { RecordPicker } from '../../../../ui/record-picker.tsx';

export interface FieldInputProps {
  field: FieldDefinition;
  /** The input's id: error focus and labels point at it. */
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
  /** Names of the records and people the current values refer to. */
  refs: Readonly<Record<string, string>>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

// The keyboard that fits on phones; no autofill, these are other people's addresses, not the user's.
const textInputTypes: Partial<Record<FieldDefinition['kind'], { type: string }>> = {
  email: { type: 'email' },
  phone: { type: 'tel' },
  url: { type: 'url' },
};

/** The input for one field, chosen by its kind. */
export function FieldInput({ field, id, value, onChange, onBlur, error, required, refs }: FieldInputProps) {
  const common = { id, label: field.label, description: field.description, error, required, onBlur };
  switch (field.kind) {
    case 'longText':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={field.max}
          value={text(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
    case 'money':
    case 'percent':
      return (
        <NumberField
          {...common}
          kind={field.kind}
          integer={field.integer}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'date':
      return <DateField {...common} value={typeof value === 'string' ? value : null} onChange={onChange} />;
    case 'boolean':
      return (
        <Switch
          id={id}
          label={field.label}
          description={field.description}
          error={error}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          onBlur={onBlur}
          mt={{ sm: 'lg' }}
        />
      );
    case 'select':
      return (
        <KontorSelect
          {...common}
          data={field.options ?? []}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          searchable={(field.options?.length ?? 0) > 8}
          clearable={!required}
          allowDeselect={false}
        />
      );
    case 'multiSelect':
      return (
        <KontorMultiSelect
          {...common}
          data={field.options ?? []}
          value={strings(value)}
          onChange={onChange}
          clearable
        />
      );
    case 'country':
      return (
        <CountrySelect
          {...common}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          clearable={!required}
          allowDeselect={false}
        />
      );
    case 'reference':
      return (
        <RecordPicker
          {...common}
          types={(field.referenceTypes ?? []) as EntityType[]}
          value={idOrNull(value)}
          onChange={onChange}
          knownName={typeof value === 'number' ? refs[`e${value}`] : undefined}
          clearable={!required}
        />
      );
    case 'profile':
      return (
        <ProfilePicker
          {...common}
          value={idOrNull(value)}
          onChange={onChange}
          refs={refs}
          clearable={!required}
        />
      );
    case 'profiles':
      return (
        <ProfilesPicker
          {...common}
          value={Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []}
          onChange={onChange}
          refs={refs}
          clearable
        />
      );
    default:
      return (
        <TextInput
          {...common}
          {...textInputTypes[field.kind]}
          maxLength={field.max}
          autoComplete="off"
          value={text(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          spellCheck={field.kind === 'text' ? undefined : false}
        />
      );
  }
}
