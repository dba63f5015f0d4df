// Hidden inputs for a form's fixed values; empty values are left out.
export function HiddenFields({ values }: { values: Record<string, string | undefined> }) {
  return Object.entries(values).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />);
}
