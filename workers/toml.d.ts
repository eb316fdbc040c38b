// wrangler.toml, imported as its text (wrangler.toml's [[rules]]; the tests' vitest config does the same).
declare module "*.toml" {
  const text: string;
  export default text;
}
