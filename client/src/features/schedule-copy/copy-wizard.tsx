// The copy-schedule wizard: source week and shifts, target week, options, then the
// result. A 409 from the server means the target week already has these shifts: the manager
// confirms before they are copied again.
import { useState } from 'react';
import type { CopyResult } from '@shared/validators/schedule-copy';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useCopyPreview, useCopySchedule } from './use-schedule-copy';
import { CopyResultView, resultTitle } from './copy-result-view';
import { OptionsStep, type WizardOptions } from './options-step';
import { SourceWeekStep } from './source-week-step';
import { TargetWeekStep } from './target-week-step';
import { DuplicatePrompt, WizardFooter } from './wizard-footer';

const STEP_NAMES = ['Pick the source week', 'Pick the target week', 'Set the options'];
const INITIAL_OPTIONS: WizardOptions = { keepAssignments: true, autoResolveConflicts: false };

const missing = (title: string, description: string) =>
  toast({ title, description, variant: 'destructive' });
const MISSING_WEEKS = () =>
  missing('Missing Information', 'Please select both source and target weeks');
const NO_SHIFTS = () => missing('No Shifts Selected', 'Please select at least one shift to copy');

export function CopyWizard({ today, onDone }: { today: string; onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [sourceWeek, setSourceWeek] = useState<string | null>(null);
  // Every shift of the preview starts selected: the wizard keeps the ones unticked.
  const [deselected, setDeselected] = useState<Set<number>>(new Set());
  const [targetWeek, setTargetWeek] = useState<string | null>(null);
  const [options, setOptions] = useState(INITIAL_OPTIONS);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [result, setResult] = useState<CopyResult | null>(null);
  const copy = useCopySchedule();
  const preview = useCopyPreview(sourceWeek);
  const ids = preview.data?.days.flatMap((day) => day.shifts.map((shift) => shift.id)) ?? [];
  const selected = ids.filter((id) => !deselected.has(id));

  const reset = () => {
    setStep(0);
    setSourceWeek(null);
    setDeselected(new Set());
    setTargetWeek(null);
    setOptions(INITIAL_OPTIONS);
    setDuplicate(null);
    setResult(null);
  };
  if (result) return <CopyResultView result={result} onCopyAnother={reset} onDone={onDone} />;

  const toggle = (id: number) => {
    const next = new Set(deselected);
    if (!next.delete(id)) next.add(id);
    setDeselected(next);
  };
  const submit = (confirmDuplicate: boolean) => {
    if (!sourceWeek || !targetWeek) return MISSING_WEEKS();
    if (selected.length === 0) return NO_SHIFTS();
    setDuplicate(null);
    copy.mutate(
      {
        sourceWeek,
        targetWeek,
        copyOptions: { ...options, confirmDuplicate },
        selectedShiftIds: selected,
      },
      {
        onSuccess: (copied) => {
          setResult(copied);
          const issues = copied.conflicts.length > 0;
          toast({
            title: resultTitle(copied),
            description: copied.message,
            variant: issues ? 'default' : 'success',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setDuplicate(error.message);
          else
            toast({
              title: 'Copy Failed',
              description: serverMessage(error, 'Failed to copy schedule'),
              variant: 'destructive',
            });
        },
      },
    );
  };
  const next = () => {
    if (step === 0 && !sourceWeek) return MISSING_WEEKS();
    if (step === 0 && selected.length === 0) return NO_SHIFTS();
    if (step === 1 && !targetWeek) return MISSING_WEEKS();
    if (step === 2) return submit(false);
    setStep(step + 1);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-brand-700">
        Step {step + 1} of 3: {STEP_NAMES[step]}
      </p>
      {step === 0 && (
        <SourceWeekStep
          sourceWeek={sourceWeek}
          preview={preview}
          onSourceWeek={(monday) => {
            setSourceWeek(monday);
            setDeselected(new Set());
          }}
          isSelected={(id) => !deselected.has(id)}
          onToggle={toggle}
          onToggleAll={(all) => setDeselected(new Set(all ? [] : ids))}
        />
      )}
      {step === 1 && (
        <TargetWeekStep
          today={today}
          sourceWeek={sourceWeek}
          targetWeek={targetWeek}
          onTargetWeek={setTargetWeek}
        />
      )}
      {step === 2 && sourceWeek && targetWeek && (
        <OptionsStep
          options={options}
          onChange={setOptions}
          shiftCount={selected.length}
          sourceWeek={sourceWeek}
          targetWeek={targetWeek}
        />
      )}
      {duplicate && (
        <DuplicatePrompt
          message={duplicate}
          onCancel={() => setDuplicate(null)}
          onConfirm={() => submit(true)}
        />
      )}
      <WizardFooter
        step={step}
        copying={copy.isPending}
        // Until the chosen week's shifts arrive there is nothing selected yet, and Next would
        // say 'No Shifts Selected' about shifts the manager has not even seen.
        loading={step === 0 && sourceWeek !== null && preview.isPending}
        onBack={() => setStep(step - 1)}
        onNext={next}
      />
    </div>
  );
}
