import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BankFileError } from '../errors.ts';
import { checkBalanceChain } from './statement-checks.ts';
import { readStatementFile } from './read-statement.ts';

// Third-party test files copied from ../shared/corpora (licences and manifest beside them).
const CORPUS = join(import.meta.dirname, '../../test-corpus');

const files = readdirSync(CORPUS, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(xml|txt|sta)$/.test(f) && !/LICEN[CS]E/.test(f))
  .sort();

/** Files that are not bank statements at all: refusing them with a German message is right. */
const NOT_A_STATEMENT: Record<string, string> = {
  'mt940/wolph-mt940/self-provided/invalid_statement.sta': 'ten lines "1" … "10", no MT940 field',
};

/**
 * Statements whose own balances do not fit their own entries. They are excerpts or hand-made
 * fixtures (a few entries cut out of a day, or balances typed in freely); each was checked by
 * hand. The test asserts they really break, so the list cannot hide a reading error.
 */
const SOURCE_BREAKS = new Set([
  'camt/genkgo-camt/camt053.v2.all-balance-types.xml#0',
  'camt/genkgo-camt/camt053.v2.five.decimals.xml#0',
  'camt/genkgo-camt/camt053.v2.minimal.ultimate.xml#0',
  'camt/genkgo-camt/camt053.v2.minimal.xml#0',
  'camt/genkgo-camt/camt053.v2.with-party-ids.xml#0',
  'camt/genkgo-camt/camt053.v3.xml#0',
  'camt/genkgo-camt/camt053.v4.xml#0',
  'camt/genkgo-camt/camt053.v8.xml#0',
  'camt/hbci4java/test-camt-parse-5200108-invalid-saldo.xml#0',
  'camt/hbci4java/test-camt-ruecklastschrift.xml#0',
  'camt/viafintech-camt_parser/053/valid_example_v8.xml#0',
  'camt/viafintech-camt_parser/053/valid_example_with_batch.xml#0',
  'camt/viafintech-camt_parser/053/valid_example_with_debit.xml#0',
  'camt/viafintech-camt_parser/053/valid_example_with_instdamt.xml#0',
  'mt940/jejik-mt940/abnamro.txt#0',
  'mt940/jejik-mt940/abnamro.txt#1',
  'mt940/jejik-mt940/bug-core-5401.txt#0',
  'mt940/jejik-mt940/commerzbank.txt#0',
  'mt940/jejik-mt940/deutschebank.txt#0',
  'mt940/jejik-mt940/ing-dos.txt#0',
  'mt940/jejik-mt940/ing-unix.txt#0',
  'mt940/jejik-mt940/knab.txt#1',
  'mt940/jejik-mt940/oldenburgischelandesbank.txt#0',
  'mt940/jejik-mt940/oldenburgischelandesbankmitbindestrich.txt#0',
  'mt940/jejik-mt940/postfinance.txt#1',
  'mt940/jejik-mt940/rabobank.txt#0',
  'mt940/jejik-mt940/rabobank.txt#2',
  'mt940/jejik-mt940/sparkasse2.txt#0',
  'mt940/jejik-mt940/sparkasse3.txt#0',
  'mt940/jejik-mt940/triodos.txt#0',
  'mt940/wolph-mt940/betterplace/sepa_snippet.sta#1',
  'mt940/wolph-mt940/betterplace/sepa_snippet_broken.sta#0',
  'mt940/wolph-mt940/jejik/abnamro.sta#0',
  'mt940/wolph-mt940/jejik/abnamro.sta#1',
  'mt940/wolph-mt940/jejik/ing.sta#0',
  'mt940/wolph-mt940/jejik/knab.sta#1',
  'mt940/wolph-mt940/jejik/postfinance.sta#1',
  'mt940/wolph-mt940/jejik/rabobank.sta#0',
  'mt940/wolph-mt940/jejik/rabobank.sta#2',
  'mt940/wolph-mt940/jejik/triodos.sta#0',
  'mt940/wolph-mt940/mBank/with_newline_in_tnr.sta#0',
  'mt940/wolph-mt940/self-provided/details_60-63.sta#0',
  'mt940/wolph-mt940/self-provided/malformed_details.sta#0',
  'mt940/wolph-mt940/self-provided/multiline.sta#0',
  'mt940/wolph-mt940/self-provided/overly_long_details.sta#0',
  'mt940/wolph-mt940/self-provided/raiffeisen-cmi.sta#0',
  'mt940/wolph-mt940/self-provided/whitespace.sta#0',
]);

describe('every CAMT and MT940 file of the corpus', () => {
  it('is read without error, and its balances chain where it states both', async () => {
    let statements = 0;
    let claiming = 0;
    let chaining = 0;
    const problems: string[] = [];
    for (const file of files) {
      let read;
      try {
        read = await readStatementFile(readFileSync(join(CORPUS, file)));
      } catch (error) {
        if (!(error instanceof BankFileError) || !NOT_A_STATEMENT[file])
          problems.push(`${file}: ${String(error)}`);
        continue;
      }
      if (NOT_A_STATEMENT[file]) problems.push(`${file}: gelesen, obwohl kein Kontoauszug`);
      read.forEach((statement, i) => {
        statements++;
        if (!statement.openingBalance || !statement.closingBalance) return;
        claiming++;
        const chains = checkBalanceChain(statement).length === 0;
        if (chains) chaining++;
        const key = `${file}#${i}`;
        if (chains === SOURCE_BREAKS.has(key))
          problems.push(
            `${key}: ${chains ? 'passt, steht aber in SOURCE_BREAKS' : checkBalanceChain(statement)[0]}`,
          );
      });
    }
    process.stdout.write(
      `corpus: ${files.length} CAMT/MT940 files, ${statements} statements; ${claiming} state opening and closing balance, ` +
        `${chaining} chain, ${SOURCE_BREAKS.size} are excerpts whose balances break in the source\n`,
    );
    expect(problems).toEqual([]);
  });
});
