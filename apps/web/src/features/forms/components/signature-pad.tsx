import { Box, Button, Group, Image, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props {
  label: string;
  required: boolean;
  /** PNG data URL of the signature, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
}

const height = 160;

/**
 * A signature drawn with finger, pen or mouse (pointer events cover all three). Each finished
 * stroke hands the whole picture on as a PNG data URL; the API embeds it into the PDF.
 */
export function SignaturePad({ label, required, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('forms');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const dirty = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    element.width = element.clientWidth * ratio;
    element.height = height * ratio;
    const context = element.getContext('2d')!;
    context.scale(ratio, ratio);
    context.lineWidth = 2.2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
    // A saved draft shows its signature again, so it can be kept or cleared.
    if (value) {
      const image = new window.Image();
      image.onload = () => context.drawImage(image, 0, 0, element.clientWidth, height);
      image.src = value;
    }
    // Only when the canvas is (re)created: later values came from drawing on it.
  }, [disabled]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const context = event.currentTarget.getContext('2d')!;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d')!;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    dirty.current = true;
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    if (dirty.current) onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    dirty.current = false;
    onChange(null);
  };

  if (disabled) {
    return (
      <Input.Wrapper label={label}>
        {value ? <Image src={value} alt={label} h={height / 2} w="auto" fit="contain" /> : <Text>—</Text>}
      </Input.Wrapper>
    );
  }

  return (
    <Input.Wrapper label={label} required={required} error={error} description={t('fill.signatureHint')}>
      <Box
        mt={4}
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-md)',
          background: '#fff',
        }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={label}
          data-testid={`signature-${label}`}
          style={{ width: '100%', height, display: 'block', touchAction: 'none', cursor: 'crosshair' }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
      </Box>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c={value ? 'green.8' : 'dimmed'}>
          {value ? t('fill.signatureDone') : ' '}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEraser size={14} />}
          onClick={clear}
          disabled={!value}
        >
          {t('fill.clearSignature')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
