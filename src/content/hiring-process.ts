import { msg } from '@lingui/core/macro';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The hire-us page's process hero: how hiring the hub works, step by step. */
export const hiringSteps = [
  {
    title: msg`Tell us about your project`,
    text: msg`Send the inquiry form below with your goals, timeline and the kind of help you need.`,
  },
  {
    title: msg`Meet the team`,
    text: msg`Within two working days we call you to clarify the scope and propose the right developers.`,
  },
  {
    title: msg`Agree on a plan`,
    text: msg`You receive a written plan with milestones, a fixed budget and the people who will do the work.`,
  },
  {
    title: msg`Build and ship`,
    text: msg`We work in short iterations with a demo every week, then hand over the code and documentation.`,
  },
] as const;
