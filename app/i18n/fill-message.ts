/**
 * Fills `{name}` placeholders in a catalogue string an island received as a prop (islands carry no
 * i18n library: app/i18n/README.md). Unknown placeholders are left as written.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
