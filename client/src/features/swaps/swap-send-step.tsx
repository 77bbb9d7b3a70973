// The last step of both swap dialogs (the wizard and the switch dialog): whom the request goes to,
// what changes hands, the reason, and Back or send.
import { personName } from './request-format';
import { ShiftLine } from './request-parts';
import type { Person, RequestShift } from './types';
import type { SwapRequestSender } from './use-send-swap-request';
import { Problem, ReasonField, StepActions, StepHeader } from './wizard-parts';

interface SwapSendStepProps {
  step: number;
  title: string;
  to: Person | null;
  give: RequestShift | null;
  get: RequestShift | null;
  reasonId: string;
  sender: SwapRequestSender;
  sendLabel: string;
  onBack: () => void;
}

export function SwapSendStep(props: SwapSendStepProps) {
  const { step, title, to, give, get, reasonId, sender, sendLabel, onBack } = props;
  return (
    <>
      <StepHeader step={step} of={step} title={title} />
      <div className="space-y-1 rounded-lg bg-slate-50 p-3">
        <p className="text-sm text-slate-700">To: {personName(to)}</p>
        <ShiftLine label="You give:" shift={give} />
        <ShiftLine label="You get:" shift={get} />
      </div>
      <ReasonField id={reasonId} invalid={sender.problem !== null} {...sender.reason} />
      <Problem message={sender.problem} />
      <StepActions
        onBack={() => {
          sender.clearProblem();
          onBack();
        }}
        onNext={() => void sender.send()}
        nextLabel={sender.sending ? 'Sending...' : sendLabel}
        busy={sender.sending}
      />
    </>
  );
}
