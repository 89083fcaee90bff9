/** How to reach the hub: the one source for the footer, the contact block and the chatbot's answers. */
export const contact = {
  email: 'hello@hub.example',
  phone: '+250 788 000 000',
  phoneHref: 'tel:+250788000000',
  location: 'Musanze, North, Rwanda',
} as const;

export const socialLinks = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'GitHub', href: 'https://github.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
] as const;
