import type { EntityType, FieldDefinition } from '@kontor/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useReferencedRecord } from '../../../../lib/queries/use-referenced-record.ts';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import { formatFieldValue, refName, type FormatContext } from '../../../../lib/field-format.ts';

interface Props {
  field: FieldDefinition;
  value: unknown;
  ctx: FormatContext;
}

const webAddress = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

/** A value on the show page: formatted, references as links to their record, addresses clickable. */
export function FieldValue({ field, value, ctx }: Props) {
  if (field.kind === 'reference' && typeof value === 'number')
    return <ReferenceLink types={(field.referenceTypes ?? []) as EntityType[]} id={value} ctx={ctx} />;
  const text = formatFieldValue(field, value, ctx);
  if (text === null) return null;
  switch (field.kind) {
    case 'email':
      return <Anchor href={`mailto:${text}`}>{text}</Anchor>;
    case 'phone':
      return <Anchor href={`tel:${text.replace(/[^\d+]/g, '')}`}>{text}</Anchor>;
    case 'url':
      return (
        <Anchor href={webAddress(text)} target="_blank" rel="noopener noreferrer">
          {text}
        </Anchor>
      );
    case 'longText':
      return <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>;
    default:
      return <Text>{text}</Text>;
  }
}

function ReferenceLink({ types, id, ctx }: { types: EntityType[]; id: number; ctx: FormatContext }) {
  // One allowed type names the link target; with several, the record is looked up.
  const ambiguous = types.length > 1;
  const found = useReferencedRecord(types, id, ambiguous);
  const type = ambiguous ? found.type : types[0];
  const name = refName(ctx.refs, 'e', id);
  if (!type) return <Text>{name}</Text>;
  return (
    <Anchor component={Link} to={entityPaths.show(type, id)}>
      {name}
    </Anchor>
  );
}
