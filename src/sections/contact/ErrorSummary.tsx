import type { MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELDS, type Field } from '../../lib/contact/fields';
import type { FieldErrors } from '../../lib/contact/validate';
import { fieldId, groupId } from './FormField';

/**
 * The errors above the form, in the form's order (GOV.UK's error summary): it takes focus after a
 * submit that found some, and each error links to its field. Nothing when there are none.
 */
export function ErrorSummary({ ref, errors }: { ref: Ref<HTMLDivElement>; errors: FieldErrors }) {
  const { t } = useTranslation('contact-form');
  const listed = FIELDS.flatMap((field) => {
    const error = errors[field];
    return error ? [{ field, error }] : [];
  });
  if (listed.length === 0) return null;

  function goToField(event: MouseEvent<HTMLAnchorElement>, field: Field) {
    event.preventDefault();
    document.getElementById(fieldId(field))?.focus({ preventScroll: true });
    document.getElementById(groupId(field))?.scrollIntoView({ block: 'start' });
  }

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mt-6 scroll-mt-12 rounded-lg border-4 border-red-700 p-5 focus-visible:outline-offset-4"
    >
      <h4 className="text-lg font-bold text-ink-900">{t('errors.summary')}</h4>
      <ul className="mt-3 space-y-2">
        {listed.map(({ field, error }) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              onClick={(event) => goToField(event, field)}
              className="font-semibold text-red-700 underline underline-offset-2 hover:text-red-900"
            >
              {t(`errors.${error}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
