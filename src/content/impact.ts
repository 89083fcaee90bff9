/** The home page's impact figures, as the specification gives them (the placements figure appears twice). */
export const impactStats = [
  { id: 'graduates', value: '260k+', label: 'graduates since 2022' },
  { id: 'jobs', value: '65k', label: 'jobs created' },
  { id: 'placements', value: '22k', label: 'job placements' },
  { id: 'placements-again', value: '22k', label: 'job placements' },
] as const;
