import { Select } from '@mantine/core';

interface MailAccount {
  id: number;
  name: string;
  from_name: string | null;
  from_address: string;
}

interface Props {
  label: string;
  accounts: MailAccount[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/** The sending account, shown with the sender as the recipient will see it. */
export function MailAccountSelect({ label, accounts, value, onChange }: Props) {
  return (
    <Select
      label={label}
      data={accounts.map((a) => ({
        value: String(a.id),
        label: `${a.name} – ${a.from_name ? `${a.from_name} <${a.from_address}>` : a.from_address}`,
      }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
