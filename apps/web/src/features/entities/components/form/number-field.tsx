import type { FieldKind } from '@kontor/contracts';
import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = NumberInputProps & {
  kind: Extract<FieldKind, 'number' | 'money' | 'percent'>;
  /** Whole numbers only. */
  integer?: boolean;
};

/** Numbers the German way (1.234,5) — amounts with €, percentages with %. Bounds are checked by validation, not clamped. */
export function NumberField({ kind, integer = false, ...props }: Props) {
  return (
    <NumberInput
      decimalSeparator=","
      thousandSeparator="."
      allowDecimal={!integer}
      decimalScale={kind === 'percent' ? 2 : kind === 'money' ? 4 : undefined}
      suffix={kind === 'money' ? ' €' : kind === 'percent' ? ' %' : undefined}
      hideControls={kind !== 'number'}
      clampBehavior="none"
      {...props}
    />
  );
}
