import { PROCESS_STEP_IDS } from './ids';

export type ProcessStepId = (typeof PROCESS_STEP_IDS)[number];

/** The four delivery steps, numbered 1–4 in this order; text in process.json. */
export const PROCESS_STEPS: readonly { id: ProcessStepId; step: number }[] = PROCESS_STEP_IDS.map((id, index) => ({
  id,
  step: index + 1,
}));
