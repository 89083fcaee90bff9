/** The FAQ accordion: four questions, only the first answered (spec: Other static pages). */
export const faqs: readonly { question: string; answer?: string }[] = [
  {
    question: 'What is the hub?',
    answer:
      'A student-led innovation hub for young developers in Africa. Our team of full-stack developers in Rwanda learns together and builds software for clients.',
  },
  { question: 'How do I become a member?' },
  { question: 'How can my company hire the team?' },
  { question: 'Where is the hub located?' },
];

export const FAQ_PENDING_ANSWER = 'Answer coming soon';
