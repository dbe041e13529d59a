import { Checkbox, Divider, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import {
  actionsOf,
  areaState,
  isGranted,
  PERMISSION_AREAS,
  toggleAction,
  toggleArea,
} from './role-permissions.ts';

interface Props {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}

/** One box per area ("Dateien") with an "Alle" toggle and a checkbox per action. */
export function PermissionPicker({ value, onChange, disabled = false }: Props) {
  const { t } = useTranslation('roles');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
      {PERMISSION_AREAS.map((area) => {
        const state = areaState(value, area);
        return (
          <Fieldset
            key={area}
            legend={t(`areas.${area}`)}
            radius="md"
            variant="filled"
            disabled={disabled}
            styles={{ legend: { fontWeight: 600 } }}
          >
            <Stack gap="xs">
              <Checkbox
                label={t('editor.all')}
                checked={state === 'all'}
                indeterminate={state === 'some'}
                onChange={(event) => onChange(toggleArea(value, area, event.currentTarget.checked))}
              />
              <Divider />
              <Group gap="md" wrap="wrap">
                {actionsOf(area).map((action) => (
                  <Checkbox
                    key={action}
                    label={t(`permissionActions.${action}`)}
                    checked={isGranted(value, area, action)}
                    onChange={(event) =>
                      onChange(toggleAction(value, area, action, event.currentTarget.checked))
                    }
                  />
                ))}
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}
