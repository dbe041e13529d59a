import type { DunningLevel } from './dunning-levels.ts';
import { formatIsoDayDe } from './iso-days.ts';

/** The letter text a notice proposes (editable in the dialog); the deadline is filled in. */
export function defaultDunningText(level: DunningLevel, deadline: string): string {
  const until = formatIsoDayDe(deadline);
  switch (level) {
    case 1:
      return (
        'sicher ist es Ihrer Aufmerksamkeit entgangen, dass die folgende Rechnung noch offen ist. ' +
        `Bitte überweisen Sie den offenen Betrag bis zum ${until}. ` +
        'Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.'
      );
    case 2:
      return (
        'leider konnten wir zu der folgenden Rechnung trotz unserer Zahlungserinnerung noch keinen ' +
        `Zahlungseingang feststellen. Bitte überweisen Sie den Gesamtbetrag bis zum ${until}.`
      );
    case 3:
      return (
        'trotz Zahlungserinnerung und Mahnung ist die folgende Rechnung weiterhin unbezahlt. ' +
        `Wir fordern Sie letztmalig auf, den Gesamtbetrag bis zum ${until} zu begleichen. ` +
        'Andernfalls werden wir die Forderung ohne weitere Ankündigung gerichtlich geltend machen.'
      );
  }
}
