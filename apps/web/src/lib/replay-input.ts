import type { EarlyInput, Field } from './hydration-gate.ts';

/**
 * Makes again what a person did on the server's page before the app took over (held by the
 * entry's `holdEarlyInput`): the fields first, then the clicks in order, once the app has rendered
 * the fields' values (a click on Search must send what was typed), then the keys, in order, where
 * the focus is (the part's own handler now answers them).
 */
export async function replayInput({ clicks, fields, keys }: EarlyInput): Promise<void> {
  for (const [field, chosen] of fields) {
    if (field.isConnected && !field.disabled) changeAgain(field, chosen);
  }
  // React applies the changes' updates in a task of its own.
  if (fields.size > 0) await new Promise((resolve) => setTimeout(resolve, 0));
  for (const button of clicks) {
    if (button.isConnected && !button.matches(':disabled')) button.click();
  }
  for (const { target, init } of keys) {
    // Where a key pressed now would go: the focus, which the keys before may have moved on.
    const focused = document.activeElement;
    const to = focused instanceof HTMLElement && focused !== document.body ? focused : target;
    if (!to.isConnected) continue;
    to.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
    to.dispatchEvent(new KeyboardEvent('keyup', { ...init, bubbles: true, cancelable: true }));
  }
}

/**
 * Changes a field to what the person chose, as a change the app sees. React remembers what a
 * field shows when it hydrates as its starting value, so an event alone would not count: the field
 * is first set to something else through its own property (which React follows), then changed as
 * a person would.
 */
function changeAgain(field: Field, chosen: boolean | string) {
  if (typeof chosen === 'boolean') {
    (field as HTMLInputElement).checked = !chosen;
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.value = chosen;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    // Something else than the choice, and valid for the field (a number field warns otherwise).
    field.value = field.type === 'number' ? (chosen === '0' ? '1' : '0') : `${chosen}\u0000`;
    const prototype = Object.getPrototypeOf(field) as typeof field;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, chosen);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
