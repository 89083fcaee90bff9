/** The hire-us page's process hero: how hiring the hub works, step by step. */
export const hiringSteps = [
  {
    title: 'Tell us about your project',
    text: 'Send the inquiry form below with your goals, timeline and the kind of help you need.',
  },
  {
    title: 'Meet the team',
    text: 'Within two working days we call you to clarify the scope and propose the right developers.',
  },
  {
    title: 'Agree on a plan',
    text: 'You receive a written plan with milestones, a fixed budget and the people who will do the work.',
  },
  {
    title: 'Build and ship',
    text: 'We work in short iterations with a demo every week, then hand over the code and documentation.',
  },
] as const;
