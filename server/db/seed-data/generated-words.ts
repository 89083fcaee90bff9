/**
 * The vocabulary of the benchmarks' generated rows (projects and resources): titles such as
 * "solar tracker kigali 42", so a search bench can draw queries from the same words.
 */
export const generatedTopics = [
  'react',
  'solar',
  'water',
  'ledger',
  'security',
  'farm',
  'health',
  'mobile',
  'school',
  'market',
] as const;
export const generatedKinds = [
  'dashboard',
  'tracker',
  'map',
  'toolkit',
  'guide',
  'platform',
  'assistant',
  'network',
] as const;
export const generatedPlaces = ['kigali', 'musanze', 'huye', 'rubavu', 'nyagatare', 'muhanga'] as const;

/** The item at `index`, wrapping around. */
export const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

/** The title and description of generated row `index` (unique titles: the index ends each one). */
export function generatedText(index: number): { title: string; description: string } {
  const title = `${pick(generatedTopics, index)} ${pick(generatedKinds, Math.floor(index / 10))} ${pick(generatedPlaces, Math.floor(index / 80))} ${index}`;
  return { title, description: `A ${title} built by hub members for ${pick(generatedPlaces, index)}.` };
}
