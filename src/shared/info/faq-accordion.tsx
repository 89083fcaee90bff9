import { Trans, useLingui } from '@lingui/react/macro';
import { faqMachine } from '@machines/faq.machine';
import { useActor } from '@xstate/react';
import { useId } from 'react';
import { container, section, sectionTitle } from '@/components/ui/layout.css';
import { FAQ_PENDING_ANSWER, faqs, faqText } from '@/content/faq';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import * as css from './info.css';
import { StillHaveQuestions } from './still-have-questions';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The FAQ accordion (one answer open at most) followed by the 'Still have questions?' block. */
export function FaqAccordion({ logic = faqMachine }: { logic?: typeof faqMachine }) {
  const [snapshot, send] = useActor(logic, { inspect });
  const { openIndex } = snapshot.context;
  const id = useId();
  const { i18n } = useLingui();

  return (
    <section className={section} aria-labelledby={`${id}-title`}>
      <div className={container}>
        <h2 id={`${id}-title`} className={sectionTitle}>
          <Trans>Frequently asked questions</Trans>
        </h2>
        <ul className={css.faqList}>
          {faqs.map((faq, index) => {
            const open = openIndex === index;
            return (
              <li key={faq.question} className={css.faqItem}>
                <h3 className={css.faqHeading}>
                  <button
                    id={`${id}-q${index}`}
                    type="button"
                    className={css.faqButton}
                    aria-expanded={open}
                    aria-controls={`${id}-a${index}`}
                    onClick={() => send({ type: 'question.toggle', index })}
                  >
                    {faqText(i18n, faq.question)}
                    <svg
                      className={css.faqIcon}
                      width="16"
                      height="16"
                      viewBox="0 0 16 16"
                      aria-hidden="true"
                    >
                      <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                </h3>
                <section
                  id={`${id}-a${index}`}
                  aria-labelledby={`${id}-q${index}`}
                  className={css.faqPanel}
                  hidden={!open}
                >
                  <p className={css.muted}>{faqText(i18n, faq.answer ?? FAQ_PENDING_ANSWER)}</p>
                </section>
              </li>
            );
          })}
        </ul>
        <StillHaveQuestions />
      </div>
    </section>
  );
}
