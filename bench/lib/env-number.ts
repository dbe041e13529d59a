/** A whole-number bench setting from the environment, or its default; refuses nonsense early. */
export const wholeNumberFromEnv = (name: string, fallback: number, min: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
};
