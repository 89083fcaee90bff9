/** The 'Trusted by' strip: partner logos shipped in public/images/logos/. */
export const trustedBy = [
  { name: 'Kivu Telecom', logo: '/images/logos/kivu-telecom.svg' },
  { name: 'Savanna Pay', logo: '/images/logos/savanna-pay.svg' },
  { name: 'Acacia Labs', logo: '/images/logos/acacia-labs.svg' },
  { name: 'Lake Health', logo: '/images/logos/lake-health.svg' },
  { name: 'Virunga Agro', logo: '/images/logos/virunga-agro.svg' },
] as const;
