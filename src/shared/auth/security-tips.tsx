import { disclosureMachine } from '@machines/disclosure.machine';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { actions } from '@/components/ui/modal.css';
import { inspect } from '@/lib/inspect';
import * as css from './security-tips.css';

/** The six-step login guide of the spec, in order. */
const securitySteps = [
  'Fill in your email and password.',
  'Click login.',
  'Receive an OTP by email.',
  'Enter the OTP in the form.',
  'If you have no account, register first.',
  'After registering, you receive a verification link by email.',
] as const;

/**
 * 'Security Tips': opens the kit's modal with the six steps and a Close button. Focus moves into the
 * dialog and stays there, Escape or Close closes it, and focus returns to the link.
 */
export function SecurityTips() {
  const [snapshot, send] = useActor(disclosureMachine, { inspect });
  const close = () => send({ type: 'panel.dismiss' });
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={css.trigger}
        onClick={() => send({ type: 'panel.toggle' })}
      >
        Security Tips
      </button>
      <Modal open={snapshot.matches('open')} title="Security Tips" onClose={close}>
        <ol className={css.steps}>
          {securitySteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className={actions}>
          <button type="button" className={button({ tone: 'primary' })} onClick={close}>
            Close
          </button>
        </div>
      </Modal>
    </>
  );
}
