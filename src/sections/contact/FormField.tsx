import { useEffect, useState, type ReactNode } from 'react';
import type { Field } from '../../lib/contact/fields';

/** Fixed ids (one form per page): the error summary links to them. */
export const fieldId = (field: Field) => `contact-${field}`;
export const groupId = (field: Field) => `contact-${field}-group`;

/** What an input needs to be tied to its label, hint and error. */
interface Described {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface Props {
  field: Field;
  label: ReactNode;
  /** '(optional)' for the fields that may stay empty; nothing marks the required ones (GOV.UK). */
  optional?: string;
  hint?: ReactNode;
  /** The error message, already in the page's language; prefixed for screen readers. */
  error?: string;
  errorPrefix: string;
  /** The checkbox's layout: the box before its label. */
  inline?: boolean;
  children: (described: Described) => ReactNode;
}

/**
 * A field as GOV.UK draws one: label, hint, error (tied to the input with aria-describedby, the
 * input marked aria-invalid), a bar on the start side while it is in error. The form's padding
 * (at least 1.5rem) leaves room for the bar.
 */
export function FormField({ field, label, optional, hint, error, errorPrefix, inline = false, children }: Props) {
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described: Described = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const labelElement = (
    <label htmlFor={id} className={`block font-semibold text-ink-900 ${inline ? '' : 'text-base'}`}>
      {label}
      {optional && <span className="font-normal text-ink-600"> {optional}</span>}
    </label>
  );
  const errorElement = error && (
    <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
      <span className="sr-only">{errorPrefix} </span>
      {error}
    </p>
  );
  const hintElement = hint && (
    <p id={hintId} className="mt-1 text-sm text-ink-600">
      {hint}
    </p>
  );
  return (
    <div
      id={groupId(field)}
      // In error, a red bar in the form's margin on the start side; the field itself does not move.
      className={`scroll-mt-12 ${error ? '-ms-5 border-s-4 border-red-700 ps-4' : ''}`}
    >
      {inline ? (
        <>
          {errorElement}
          <div className="mt-1 flex items-start gap-3">
            {children(described)}
            <div>
              {labelElement}
              {hintElement}
            </div>
          </div>
        </>
      ) : (
        <>
          {labelElement}
          {hintElement}
          {errorElement}
          {children(described)}
        </>
      )}
    </div>
  );
}

/** The classes of a text input, select or textarea; in error, a thicker red border. */
export const INPUT_CLASS =
  'mt-2 block w-full rounded-lg border border-ink-500 bg-white px-4 py-3 text-base text-ink-900 aria-invalid:border-2 aria-invalid:border-red-700';

/**
 * The message's character count (GOV.UK's character count): what is left, or how many too many,
 * shown at once; screen readers hear it once the visitor pauses typing (1 s), not at every key.
 * `typed` changes with every keystroke of the visitor (not when a kept draft comes back).
 */
export function CharacterCount({ text, over, typed }: { text: string; over: boolean; typed: number }) {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (typed === 0) return;
    const timer = setTimeout(() => setAnnounced(text), 1000);
    return () => clearTimeout(timer);
  }, [text, typed]);
  return (
    <>
      <p aria-hidden="true" className={`mt-2 text-sm ${over ? 'font-semibold text-red-700' : 'text-ink-600'}`}>
        {text}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
