/** Fills `{name}` placeholders of a message handed to a client component as its raw text. */
export const fillTemplate = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
