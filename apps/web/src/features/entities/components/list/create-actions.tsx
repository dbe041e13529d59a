import type { EntityType } from '@kontor/contracts';
import { Button } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import '../../i18n.ts';

/** "Importieren" (types with a file import) and "Neuer Kunde" — for users who may write. */
export function CreateActions({ type, canImport }: { type: EntityType; canImport: boolean }) {
  const { t } = useTranslation('entities');
  return (
    <>
      {canImport && (
        <Button
          component={Link}
          to={entityPaths.import(type)}
          variant="default"
          leftSection={<IconFileImport size={16} />}
        >
          {t('list.import')}
        </Button>
      )}
      <Button component={Link} to={entityPaths.create(type)} leftSection={<IconPlus size={16} />}>
        {t(`types.${type}.createLabel`)}
      </Button>
    </>
  );
}
