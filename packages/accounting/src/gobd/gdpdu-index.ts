import { AccountingError } from '../accounting-error.ts';
import { GDPDU_DTD_FILE_NAME } from './gdpdu-dtd.ts';
import type { GobdColumn, GobdTable } from './gobd-table.ts';

export interface GobdSupplier {
  /** The tenant's company name. */
  name: string;
  location: string;
  comment: string;
}

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const element = (name: string, value: string, indent: string) =>
  `${indent}<${name}>${escapeXml(value)}</${name}>`;

function columnXml(column: GobdColumn, tag: 'VariablePrimaryKey' | 'VariableColumn', indent: string): string {
  const type =
    column.type === 'amount'
      ? '<Numeric><Accuracy>2</Accuracy></Numeric>'
      : column.type === 'integer'
        ? '<Numeric/>'
        : column.type === 'date'
          ? '<Date><Format>DD.MM.YYYY</Format></Date>'
          : '<AlphaNumeric/>';
  return [
    `${indent}<${tag}>`,
    element('Name', column.name, `${indent}  `),
    element('Description', column.description, `${indent}  `),
    `${indent}  ${type}`,
    `${indent}</${tag}>`,
  ].join('\n');
}

function tableXml(table: GobdTable, period: { from: string; to: string }): string {
  const keys = table.columns.slice(0, table.primaryKey.length);
  if (keys.some((c, i) => c.name !== table.primaryKey[i]))
    throw new AccountingError('Die Schlüsselspalten müssen vorne stehen.', table.name);
  const de = (iso: string) => iso.split('-').reverse().join('.');
  const indent = '      ';
  return [
    '    <Table>',
    element('URL', table.fileName, indent),
    element('Name', table.name, indent),
    element('Description', table.description, indent),
    `${indent}<Validity>`,
    `${indent}  <Range>`,
    element('From', de(period.from), `${indent}    `),
    element('To', de(period.to), `${indent}    `),
    `${indent}  </Range>`,
    `${indent}  <Format>DD.MM.YYYY</Format>`,
    `${indent}</Validity>`,
    `${indent}<UTF8/>`,
    element('DecimalSymbol', ',', indent),
    element('DigitGroupingSymbol', '.', indent),
    `${indent}<Range>`,
    element('From', '2', `${indent}  `),
    `${indent}</Range>`,
    `${indent}<VariableLength>`,
    element('ColumnDelimiter', ';', `${indent}  `),
    `${indent}  <RecordDelimiter>&#13;&#10;</RecordDelimiter>`,
    `${indent}  <TextEncapsulator>&quot;</TextEncapsulator>`,
    ...keys.map((c) => columnXml(c, 'VariablePrimaryKey', `${indent}  `)),
    ...table.columns.slice(keys.length).map((c) => columnXml(c, 'VariableColumn', `${indent}  `)),
    `${indent}</VariableLength>`,
    '    </Table>',
  ].join('\n');
}

/**
 * index.xml of a Datenträgerüberlassung after the GDPdU Beschreibungsstandard
 * (gdpdu-01-09-2004.dtd): one Media with a Table per CSV file, each with its validity period,
 * encoding, number format, delimiters and the columns in file order (keys first).
 */
export function gdpduIndexXml(
  supplier: GobdSupplier,
  period: { from: string; to: string },
  tables: readonly GobdTable[],
): string {
  const names = new Set<string>();
  for (const table of tables) {
    if (names.has(table.fileName))
      throw new AccountingError(`Die Datei ${table.fileName} kommt doppelt vor.`);
    names.add(table.fileName);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!DOCTYPE DataSet SYSTEM "${GDPDU_DTD_FILE_NAME}">`,
    '<DataSet>',
    '  <Version>1.0</Version>',
    '  <DataSupplier>',
    element('Name', supplier.name, '    '),
    element('Location', supplier.location, '    '),
    element('Comment', supplier.comment, '    '),
    '  </DataSupplier>',
    '  <Media>',
    element('Name', `Datenträgerüberlassung ${period.from} bis ${period.to}`, '    '),
    ...tables.map((t) => tableXml(t, period)),
    '  </Media>',
    '</DataSet>',
    '',
  ].join('\n');
}
