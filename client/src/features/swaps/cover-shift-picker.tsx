// The cover picker: from the Shift Requests tab, which of your upcoming shifts needs
// coverage; the cover modal takes it from there.
import { useState } from 'react';
import { SWAP_MESSAGES } from '@shared/validators/swaps';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ShiftChoiceList } from './shift-choice-list';
import type { SwapShift } from './types';
import { Problem, StepActions } from './wizard-parts';

interface CoverShiftPickerProps {
  open: boolean;
  shifts: SwapShift[];
  onClose: () => void;
  onPick: (shift: SwapShift) => void;
}

function Picker({ shifts, onClose, onPick }: Omit<CoverShiftPickerProps, 'open'>) {
  const [chosen, setChosen] = useState<SwapShift | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <ShiftChoiceList
        name="cover-shift"
        label="Your upcoming shifts"
        shifts={shifts}
        loading={false}
        empty={SWAP_MESSAGES.noFutureShifts}
        value={chosen?.id ?? null}
        onChange={setChosen}
      />
      <Problem message={problem} />
      <StepActions
        onCancel={onClose}
        onNext={() => (chosen ? onPick(chosen) : setProblem(SWAP_MESSAGES.incomplete))}
        nextLabel="Next"
      />
    </div>
  );
}

export function CoverShiftPicker({ open, ...props }: CoverShiftPickerProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && props.onClose()}>
      {open && (
        <DialogContent title="Choose a Shift to Cover">
          <Picker {...props} />
        </DialogContent>
      )}
    </Dialog>
  );
}
