// What the catalogue's seed scripts share: a value written as a SQL literal, and a school's name as
// the slug its rows are keyed by (accents dropped, so "HEC Paris" and "ESADE" read as they are typed).

export const sql = (value: string | boolean | null | undefined) =>
  value === null || value === undefined ? "NULL" : typeof value === "boolean" ? (value ? "1" : "0") : `'${value.replaceAll("'", "''")}'`;

export const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
