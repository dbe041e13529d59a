import { fileTypeByKey } from '@kontor/contracts';
import { ThemeIcon } from '@mantine/core';
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileZip,
  IconMail,
  IconPhoto,
  type Icon,
} from '@tabler/icons-react';

const icons: Record<string, { icon: Icon; color: string }> = {
  pdf: { icon: IconFileTypePdf, color: 'red' },
  image: { icon: IconPhoto, color: 'grape' },
  text: { icon: IconFileText, color: 'gray' },
  spreadsheet: { icon: IconFileSpreadsheet, color: 'green' },
  document: { icon: IconFileTypeDocx, color: 'blue' },
  presentation: { icon: IconFileTypePpt, color: 'orange' },
  archive: { icon: IconFileZip, color: 'yellow' },
  mail: { icon: IconMail, color: 'cyan' },
};

/** A coloured icon for the kind of file (PDF, image, spreadsheet …). */
export function FileTypeIcon({ type, size = 32 }: { type: string; size?: number }) {
  const { icon: TypeIcon, color } = icons[fileTypeByKey(type)?.group ?? ''] ?? {
    icon: IconFile,
    color: 'gray',
  };
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" aria-hidden>
      <TypeIcon size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}
