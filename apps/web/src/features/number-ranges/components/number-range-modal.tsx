import type { NumberRange } from '@kontor/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import '../i18n.ts';
import { NumberRangeForm } from './number-range-form.tsx';

interface Props {
  /** The range being edited; null = closed. */
  range: NumberRange | null;
  onClose: () => void;
  onReload: () => Promise<readonly NumberRange[] | undefined>;
}

/** The editor of one range in a dialog (full screen on phones). */
export function NumberRangeModal({ range, onClose, onReload }: Props) {
  const { t } = useTranslation('numberRanges');
  const isPhone = useIsPhoneLayout();
  return (
    <Modal
      opened={range !== null}
      onClose={onClose}
      title={range ? t('editor.title', { label: range.label }) : ''}
      size="lg"
      fullScreen={isPhone}
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('editor.close') }}
      closeOnClickOutside={false}
    >
      {range && (
        <NumberRangeForm
          key={range.key}
          range={range}
          onDone={onClose}
          onReload={async () => (await onReload())?.find((other) => other.key === range.key)}
        />
      )}
    </Modal>
  );
}
