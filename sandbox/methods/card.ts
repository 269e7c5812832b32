/** Card confirmation: outcome from the test-card table. */
import { confirmCard, newId } from '../intents';
import { parseConfirm } from '../validation';
import type { ConfirmHandler } from './index';

export const confirmWithCard: ConfirmHandler = ({ intent, body, now }) => {
  const outcome = confirmCard(intent, parseConfirm(body, now), newId('att'), now);
  return outcome.kind === 'success'
    ? { status: 200, body: outcome.intent, intent: outcome.intent }
    : { status: 400, body: outcome.error, intent: outcome.intent };
};
