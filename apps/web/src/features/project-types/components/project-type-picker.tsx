import { useTranslation } from 'react-i18next';
import { KontorSelect } from '../../../ui/select/kontor-select.tsx';
import { useProjectTypes } from '../api/project-types-api.ts';
import '../i18n.ts';

const NONE = 'none';

/** "Projekttyp" in the create form of a project (filled in through the feature slot). */
export function ProjectTypePicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('projectTypes');
  const types = useProjectTypes();
  return (
    <KontorSelect
      label={t('picker.label')}
      description={t('picker.description')}
      data={[
        { value: NONE, label: t('picker.none') },
        ...(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name })),
      ]}
      value={value === null ? NONE : String(value)}
      onChange={(next) => onChange(next && next !== NONE ? Number(next) : null)}
      allowDeselect={false}
      error={error}
    />
  );
}
