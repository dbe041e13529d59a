import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  downloadFile,
  chartsOfAccounts,
  einvoiceFormatLabels,
  einvoiceFormats,
  type ChartOfAccounts,
  uploadFiles,
  type EinvoiceFormat,
} from '@kontor/contracts';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.ts';
import { ApiError } from '../../../lib/api-error.ts';
import '../i18n.ts';
import { LOGO_TYPES, type DocumentSettingsValues } from './document-settings-values.ts';

interface Props {
  values: DocumentSettingsValues;
  error?: string;
  chartError?: string;
  datevErrors?: {
    datev_consultant_number?: string;
    datev_client_number?: string;
    write_off_tolerance?: string;
  };
  readOnly: boolean;
  onChange: (values: DocumentSettingsValues) => void;
}

/** Kleinunternehmer, default e-invoice format and the letterhead logo (upload, preview, remove). */
export function DocumentSettingsSection({
  values,
  error,
  chartError,
  datevErrors,
  readOnly,
  onChange,
}: Props) {
  const { t } = useTranslation('settings');
  const { api } = useServices();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const title = t('tenant.sections.documents');

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (!LOGO_TYPES.includes(file.type)) return setUploadError(t('tenant.documents.logoType'));
    setUploading(true);
    try {
      const { items } = await api.upload(uploadFiles, { file, onProgress: () => {} });
      onChange({ ...values, logo_file_id: items[0]!.id });
    } catch (failure) {
      setUploadError(failure instanceof ApiError ? failure.message : t('tenant.documents.logoFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Switch
          id="tenant-settings-small_business"
          label={t('tenant.documents.smallBusiness')}
          description={t('tenant.documents.smallBusinessHint')}
          checked={values.small_business}
          onChange={(event) => onChange({ ...values, small_business: event.currentTarget.checked })}
          disabled={readOnly}
        />
        <Select
          id="tenant-settings-einvoice_format"
          label={t('tenant.documents.einvoiceFormat')}
          description={t('tenant.documents.einvoiceFormatHint')}
          data={einvoiceFormats.map((format) => ({ value: format, label: einvoiceFormatLabels[format] }))}
          value={values.einvoice_format}
          onChange={(value) => value && onChange({ ...values, einvoice_format: value as EinvoiceFormat })}
          readOnly={readOnly}
          allowDeselect={false}
          maw={420}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          id="tenant-settings-chart_of_accounts"
          label={t('tenant.documents.chart')}
          description={t('tenant.documents.chartHint')}
          data={chartsOfAccounts.map((chart) => ({
            value: chart,
            label: t(`tenant.documents.charts.${chart}`),
          }))}
          value={values.chart_of_accounts}
          onChange={(value) => value && onChange({ ...values, chart_of_accounts: value as ChartOfAccounts })}
          readOnly={readOnly}
          allowDeselect={false}
          error={chartError}
          maw={420}
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="md" align="flex-start">
          {(['datev_consultant_number', 'datev_client_number'] as const).map((field) => (
            <NumberInput
              key={field}
              id={`tenant-settings-${field}`}
              label={t(`tenant.documents.${field}`)}
              value={values[field] ?? ''}
              onChange={(value) => onChange({ ...values, [field]: typeof value === 'number' ? value : null })}
              readOnly={readOnly}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={false}
              error={datevErrors?.[field]}
              w={200}
            />
          ))}
        </Group>
        <TextInput
          id="tenant-settings-write_off_tolerance"
          label={t('tenant.documents.write_off_tolerance')}
          description={t('tenant.documents.write_off_toleranceHint')}
          value={values.write_off_tolerance}
          onChange={(e) => onChange({ ...values, write_off_tolerance: e.currentTarget.value })}
          readOnly={readOnly}
          inputMode="decimal"
          error={datevErrors?.write_off_tolerance}
          w={200}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('tenant.documents.logo')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('tenant.documents.logoHint')}
          </Text>
          {values.logo_file_id !== null ? (
            <Image
              src={api.url(downloadFile, {
                params: { id: values.logo_file_id },
                query: { disposition: 'inline' },
              })}
              alt={t('tenant.documents.logoAlt')}
              h={80}
              w="auto"
              maw={320}
              fit="contain"
              radius="sm"
              bg="white"
              p={4}
              style={{ border: '1px solid var(--mantine-color-default-border)' }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('tenant.documents.noLogo')}
            </Text>
          )}
          {!readOnly && (
            <Group gap="sm">
              <FileButton onChange={(file) => void upload(file)} accept={LOGO_TYPES.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconPhotoUp size={16} />}
                    loading={uploading}
                  >
                    {values.logo_file_id === null
                      ? t('tenant.documents.logoUpload')
                      : t('tenant.documents.logoReplace')}
                  </Button>
                )}
              </FileButton>
              {values.logo_file_id !== null && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => onChange({ ...values, logo_file_id: null })}
                >
                  {t('tenant.documents.logoRemove')}
                </Button>
              )}
            </Group>
          )}
          {(uploadError || error) && (
            <Alert color="red" role="alert" py="xs">
              {uploadError ?? error}
            </Alert>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
